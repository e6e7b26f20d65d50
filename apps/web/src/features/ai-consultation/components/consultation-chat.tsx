import { detectRedFlags, type PreConsultationFormValues } from '@sahay/domain';
import { Stethoscope } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { AnswerFailed } from '@/components/chat/answer-failed';
import { revealLatest } from '@/components/chat/reveal-latest';
import { ChatBubble, TypingIndicator } from '@/components/chat/chat-bubble';
import { ChatComposer } from '@/components/chat/chat-composer';
import { EmergencyCallBar } from '@/components/emergency-banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { loadArea, useT } from '@/i18n/i18n';
import { CONSULTATION_AREA } from '../ai-consultation-messages';
import { usePreConsultationChat } from '../api/use-pre-consultation-chat';
import type { ChatTurn } from '@sahay/domain';

interface ConsultationChatProps {
  form: PreConsultationFormValues;
  connecting: boolean;
  onTalkToExpert: (transcript: ChatTurn[]) => void;
}

/** Spec 001 §2.7: the AI chat with 'Talk to Expert' and the 'Ready to consult with a {specialty} expert' link. */
export function ConsultationChat({ form, connecting, onTalkToExpert }: ConsultationChatProps) {
  const { t, language } = useT(CONSULTATION_AREA);
  // The emergency card's words load now, so a red flag later shows it at once rather than the page's loading state.
  useEffect(() => void loadArea(language, 'emergency').catch(() => undefined), [language]);
  const { messages, pending, failed, send, retry, transcript } = usePreConsultationChat(form);
  const specialty = t('aiConsult.specialtyName', { specialty: form.specialty });
  const logRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.content;
  // Issue 13: while the form's symptoms or the latest message carry red flags, the emergency numbers stay one tap away.
  const lastSaid = messages.findLast((m) => !m.isAI)?.content ?? form.symptoms;
  const redFlags = useMemo(() => detectRedFlags(lastSaid), [lastSaid]);

  useEffect(() => {
    revealLatest(logRef.current);
  }, [messages.length, last, pending]);

  const replyStarted = pending && messages.at(-1)?.isAI === true && messages.length > 1;
  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-border p-3">
        <div className="min-w-0">
          <p className="font-semibold leading-snug">{t('aiConsult.chatTitle', { specialty })}</p>
          <p className="text-xs text-muted-foreground">{t('aiConsult.chatNote')}</p>
        </div>
        <Button onClick={() => onTalkToExpert(transcript)} disabled={connecting || pending} className="shrink-0">
          <Stethoscope aria-hidden />
          {t('aiConsult.talkToExpert')}
        </Button>
      </div>
      <div ref={logRef} role="log" aria-live="polite" aria-label={t('aiConsult.chatLabel')} className="max-h-[55vh] min-h-72 flex-1 overflow-y-auto">
        <ol className="space-y-3 p-3">
          {messages.map((m) => (
            <ChatBubble key={m.id} from={m.isAI ? 'assistant' : 'user'} text={m.content} />
          ))}
          {pending && !replyStarted ? <TypingIndicator /> : null}
          {failed && !pending ? <AnswerFailed text={t('aiConsult.sendFailed')} onRetry={() => void retry()} /> : null}
        </ol>
      </div>
      <div className="space-y-2 border-t border-border p-3">
        {redFlags.emergency ? <EmergencyCallBar flags={redFlags} /> : null}
        <ChatComposer
          onSend={(text) => void send(text)}
          disabled={pending || connecting}
          label={t('aiConsult.yourMessage')}
          placeholder={t('aiConsult.describeFeeling')}
        />
        <button
          type="button"
          onClick={() => onTalkToExpert(transcript)}
          disabled={connecting || pending}
          className="min-h-11 w-full text-sm font-semibold text-primary-strong underline-offset-4 hover:underline disabled:opacity-50 dark:text-primary"
        >
          {t('aiConsult.ready', { specialty })}
        </button>
      </div>
    </Card>
  );
}
