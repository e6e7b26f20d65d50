import { ASSISTANT_PERSONAS, detectRedFlags, showSuggestionChips, type AssistantDomain } from '@sahay/domain';
import { ArrowLeft, Bot, RotateCcw } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Link } from '@/lib/router';
import { AnswerFailed } from '@/components/chat/answer-failed';
import { revealLatest } from '@/components/chat/reveal-latest';
import { ChatBubble, TypingIndicator } from '@/components/chat/chat-bubble';
import { ChatComposer } from '@/components/chat/chat-composer';
import { EmergencyCallBar } from '@/components/emergency-banner';
import { Button } from '@/components/ui/button';
import { loadArea, useT } from '@/i18n/i18n';
import { carryDescription, DESCRIBE_PROBLEM_PATH } from '@/lib/carried-description';
import { useAssistantChat } from '../api/use-assistant-chat';
import { ASSISTANT_AREA, CHIP_KEYS } from '../assistant-messages';

interface AssistantChatProps {
  domain: AssistantDomain;
  onClose: () => void;
  closeLabel?: string;
}

/**
 * Spec 000 §2: the full-screen AI chat. Title, colours and chips come from the domain (the path it was opened
 * from); it opens with the greeting; chips show while there is at most one message; input and chips are disabled
 * while a reply is pending; the answer streams in.
 */
export function AssistantChat({ domain, onClose, closeLabel }: AssistantChatProps) {
  const { t, language } = useT(ASSISTANT_AREA);
  // The emergency card's words load now, so a red flag later shows it at once rather than the page's loading state.
  useEffect(() => void loadArea(language, 'emergency').catch(() => undefined), [language]);
  const persona = ASSISTANT_PERSONAS[domain];
  const title = t('assistant.title', { domain });
  const { messages, pending, replyStarted, failed, send, retry, reset } = useAssistantChat(domain);
  const titleId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const lastContent = messages.at(-1)?.content;
  // Issue 13: while the person's latest message carries red flags, the emergency numbers stay one tap away.
  const lastAsked = messages.findLast((message) => message.role === 'user')?.content ?? '';
  const redFlags = useMemo(() => detectRedFlags(lastAsked), [lastAsked]);

  useEffect(() => {
    revealLatest(logRef.current);
  }, [messages.length, lastContent, pending]);

  return (
    <section data-theme={persona.theme} aria-labelledby={titleId} className="flex h-dvh flex-col bg-background text-foreground">
      <header className="flex items-center gap-2 border-b border-border bg-surface px-2 py-2 sm:px-4">
        <Button variant="ghost" size="icon" className="rounded-full" onClick={onClose} aria-label={closeLabel ?? t('assistant.close')}>
          <ArrowLeft aria-hidden />
        </Button>
        <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
          <Bot className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h1 id={titleId} className="flex items-center gap-2 truncate text-base font-semibold">
            {title}
            <span aria-hidden className="rounded-full bg-green-700 px-2 py-0.5 text-[11px] font-bold tracking-wide text-white">
              {t('assistant.free')}
            </span>
            <span className="sr-only">{t('assistant.freeSpoken')}</span>
          </h1>
          <p className="text-xs text-muted-foreground">{t('assistant.subtitle', { domain })}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="rounded-full"
          onClick={reset}
          disabled={messages.length <= 1}
          aria-label={t('assistant.newConversation')}
        >
          <RotateCcw aria-hidden />
        </Button>
      </header>

      <div ref={logRef} className="flex-1 overflow-y-auto" role="log" aria-live="polite" aria-label={t('assistant.conversationWith', { title })}>
        <ol className="mx-auto flex w-full max-w-3xl flex-col gap-3 px-3 py-4 sm:px-6">
          {messages.map((message) => (
            // The greeting is the persona's, said in the reader's language (the stored one is the domain's English).
            <ChatBubble key={message.id} from={message.role} text={message.id === 'greeting' ? t('assistant.greeting', { domain }) : message.content} />
          ))}
          {pending && !replyStarted ? <TypingIndicator label={t('assistant.thinking')} /> : null}
          {failed && !pending ? <AnswerFailed text={t('assistant.failed')} onRetry={() => void retry()} /> : null}
        </ol>
      </div>

      <footer className="border-t border-border bg-surface px-3 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] sm:px-6">
        <div className="mx-auto w-full max-w-3xl space-y-3">
          {redFlags.emergency ? <EmergencyCallBar flags={redFlags} /> : null}
          {showSuggestionChips(messages.length) ? (
            <ul aria-label={t('assistant.suggested')} className="flex gap-2 overflow-x-auto pb-1">
              {CHIP_KEYS.slice(0, persona.chips.length)
                .map((key) => t(key, { domain }))
                .map((chip) => (
                  <li key={chip} className="shrink-0">
                    <button
                      type="button"
                      disabled={pending}
                      onClick={() => void send(chip)}
                      className="min-h-11 rounded-full border border-primary/40 bg-primary-soft px-3.5 text-sm font-medium text-primary-strong transition hover:bg-primary-soft/70 disabled:opacity-50 dark:text-foreground"
                    >
                      {chip}
                    </button>
                  </li>
                ))}
            </ul>
          ) : null}
          <ChatComposer
            onSend={(text) => void send(text)}
            disabled={pending}
            label={t('assistant.messageTo', { title })}
            placeholder={t('assistant.ask', { title })}
          />
          <p className="text-center text-[11px] text-muted-foreground">
            {t('assistant.staysHere')}{' '}
            <Link
              to={DESCRIBE_PROBLEM_PATH}
              state={lastAsked ? carryDescription(lastAsked) : undefined}
              className="inline-flex min-h-6 items-center font-medium text-primary underline-offset-2 hover:underline"
            >
              {t('assistant.describe')}
            </Link>
          </p>
        </div>
      </footer>
    </section>
  );
}
