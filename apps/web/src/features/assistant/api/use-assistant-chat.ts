import { ASSISTANT_PERSONAS, detectRedFlags, emergencyAnswerMarkdown, type AssistantDomain, type ChatTurn } from '@sahay/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '@/i18n/i18n';
import { toastAiError } from '@/lib/ai-errors';
import { streamAi } from '@/lib/ai-stream';

/** Spec 000 §3: a chat message of the assistant, kept in the browser only. */
export interface AssistantMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
}

const storageKey = (domain: AssistantDomain) => `sahay:assistant:${domain}`;

function greeting(domain: AssistantDomain): AssistantMessage {
  return {
    id: 'greeting',
    role: 'assistant',
    content: ASSISTANT_PERSONAS[domain].greeting,
    timestamp: new Date().toISOString(),
  };
}

// The conversation survives a reload in sessionStorage and ends with the tab; it is never sent to be stored.
function load(domain: AssistantDomain): AssistantMessage[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey(domain)) ?? 'null') as AssistantMessage[] | null;
    if (Array.isArray(saved) && saved.length > 0 && saved[0]?.id === 'greeting') return saved;
  } catch {
    // A damaged entry starts a new conversation.
  }
  return [greeting(domain)];
}

const newId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/** The assistant conversation of one domain: messages, the pending state, sending and starting over. */
export function useAssistantChat(domain: AssistantDomain) {
  const [messages, setMessages] = useState<AssistantMessage[]>(() => load(domain));
  const [pending, setPending] = useState(false);
  // Issue 21 part 4: the question whose answer could not come, kept on screen with a retry.
  const [failed, setFailed] = useState<{ id: string; text: string } | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => {
    // A message still streaming is saved once it is complete.
    if (!pending) sessionStorage.setItem(storageKey(domain), JSON.stringify(messages));
  }, [domain, messages, pending]);

  useEffect(() => () => abortRef.current?.abort(), []);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || pending) return;
      // Spec 000 §7: the history excludes the greeting (and a question sent again is not its own history).
      const conversationHistory: ChatTurn[] = messages
        .filter((m) => m.id !== 'greeting' && m.id !== failed?.id)
        .map(({ role, content }) => ({ role, content }));
      const userMessage: AssistantMessage = {
        id: newId(),
        role: 'user',
        content: message,
        timestamp: new Date().toISOString(),
      };
      const replyId = newId();
      setMessages((current) => [...current.filter((m) => m.id !== failed?.id), userMessage]);
      setFailed(null);
      setPending(true);
      const controller = new AbortController();
      abortRef.current = controller;
      const showReply = (content: string) =>
        setMessages((current) => {
          const reply: AssistantMessage = {
            id: replyId,
            role: 'assistant',
            content,
            timestamp: new Date().toISOString(),
          };
          return current.some((m) => m.id === replyId) ? current.map((m) => (m.id === replyId ? reply : m)) : [...current, reply];
        });
      try {
        const answer = await streamAi('/api/ai/assistant', { message, domain, conversationHistory }, showReply, controller.signal);
        // Spec 000 §7: an empty response becomes the apology.
        if (!answer.trim()) showReply(t('assistant.emptyAnswer'));
      } catch (error) {
        if (controller.signal.aborted) return;
        // Issue 13: an emergency never waits on the AI. When the answer cannot come (offline, 429, a failure),
        // a message with red flags still gets the emergency line and first aid, from the same rules the server uses.
        const flags = detectRedFlags(message);
        if (flags.emergency) showReply(emergencyAnswerMarkdown(flags, message));
        else {
          setMessages((current) => current.filter((m) => m.id !== replyId));
          setFailed({ id: userMessage.id, text: message });
        }
        toastAiError(error);
      } finally {
        if (abortRef.current === controller) setPending(false);
      }
    },
    [domain, failed, messages, pending],
  );

  const retry = useCallback(() => (failed ? send(failed.text) : Promise.resolve()), [failed, send]);

  const reset = useCallback(() => {
    abortRef.current?.abort();
    setPending(false);
    setFailed(null);
    setMessages([greeting(domain)]);
  }, [domain]);

  const replyStarted = pending && messages.at(-1)?.role === 'assistant';
  return { messages, pending, replyStarted, failed: failed !== null, send, retry, reset };
}
