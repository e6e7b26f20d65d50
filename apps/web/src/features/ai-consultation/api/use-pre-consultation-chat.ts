import { detectRedFlags, emergencyAnswerMarkdown, type ChatTurn, type PreConsultationFormValues } from '@sahay/domain';
import { useCallback, useState } from 'react';
import { t } from '@/i18n/i18n';
import { toastAiError } from '@/lib/ai-errors';
import { streamAi } from '@/lib/ai-stream';

/** Spec 001 §3: an AI chat message of the pre-consultation. */
export interface PreConsultationMessage {
  id: string;
  content: string;
  isAI: boolean;
  timestamp: string;
  specialty: string;
}

// Spec 001 §8: 'Error' / 'Failed to send message. Please try again.' when a message cannot be sent (in the reader's
// language: the area is loaded by the page before the chat shows).
export const sendFailed = () => ({ title: t('aiConsult.errorTitle'), description: t('aiConsult.sendFailed') });

let counter = 0;

export function usePreConsultationChat(form: PreConsultationFormValues) {
  const make = (content: string, isAI: boolean): PreConsultationMessage => ({
    id: `p${++counter}`,
    content,
    isAI,
    timestamp: new Date().toISOString(),
    specialty: form.specialty,
  });
  const [messages, setMessages] = useState<PreConsultationMessage[]>(() => {
    const specialty = t('aiConsult.specialtyName', { specialty: form.specialty });
    const hello = t('aiConsult.hello', { name: form.name, specialty, symptoms: form.symptoms });
    // Issue 13: symptoms with red flags are met with the emergency line before anything else.
    const flags = detectRedFlags(form.symptoms);
    return [make(flags.emergency ? `${emergencyAnswerMarkdown(flags, form.symptoms)}\n\n${hello}` : hello, true)];
  });
  const [pending, setPending] = useState(false);
  // Issue 21 part 4: the message whose answer could not come, kept on screen with a Retry.
  const [failed, setFailed] = useState<{ id: string; text: string } | null>(null);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || pending) return;
      // The opening message is ours, not the provider's: the history starts with the patient. A message sent again
      // is not its own history.
      const conversationHistory: ChatTurn[] = messages
        .slice(1)
        .filter((m) => m.id !== failed?.id)
        .map((m) => ({ role: m.isAI ? 'assistant' : 'user', content: m.content }));
      const mine = make(message, false);
      const reply = make('', true);
      setMessages((current) => [...current.filter((m) => m.id !== failed?.id), mine]);
      setFailed(null);
      setPending(true);
      const show = (content: string) =>
        setMessages((current) =>
          current.some((m) => m.id === reply.id) ? current.map((m) => (m.id === reply.id ? { ...m, content } : m)) : [...current, { ...reply, content }],
        );
      try {
        const answer = await streamAi(
          '/api/ai/medical-ai-chat',
          { message, specialty: form.specialty, patientName: form.name, symptoms: form.symptoms, conversationHistory },
          show,
        );
        if (!answer.trim()) show(t('aiConsult.emptyAnswer'));
      } catch (error) {
        // Issue 13: an emergency never waits on the AI; the browser gives the emergency line itself.
        const flags = detectRedFlags(message);
        if (flags.emergency) show(emergencyAnswerMarkdown(flags, message));
        else {
          setMessages((current) => current.filter((m) => m.id !== reply.id));
          setFailed({ id: mine.id, text: message });
        }
        toastAiError(error, sendFailed());
      } finally {
        setPending(false);
      }
    },
    // `make` only reads the form, which does not change during a chat.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [failed, form, messages, pending],
  );

  const retry = useCallback(() => (failed ? send(failed.text) : Promise.resolve()), [failed, send]);

  const transcript: ChatTurn[] = messages.slice(1).map((m) => ({ role: m.isAI ? 'assistant' : 'user', content: m.content }));
  return { messages, pending, failed: failed !== null, send, retry, transcript };
}
