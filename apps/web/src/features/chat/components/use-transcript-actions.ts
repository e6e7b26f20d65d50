import type { ChatMessage, Conversation } from '@sahay/domain/chat';
import { transcript } from '@/components/conversation/message-store';
import { errorDescription } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { fetchAllMessages } from '../api/full-transcript';
import { useT } from '@/i18n/i18n';
import { CHAT_AREA } from '../chat-area';

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Spec 001 §2.11: Save Chat as a text file named with the expert and the date; Copy Chat to the clipboard. */
export function useTranscriptActions(conversation: Conversation, peerName: string) {
  const { t } = useT(CHAT_AREA);
  const nameOf = (m: ChatMessage) => {
    if (m.senderType === 'system') return 'Sahay';
    return m.senderType === 'expert' ? conversation.expert.name : conversation.patient.name;
  };
  const text = async () => {
    const header = `${t('chat.transcriptHeader', { patient: conversation.patient.name, expert: conversation.expert.name })}\n\n`;
    return header + transcript(await fetchAllMessages(conversation.id), nameOf);
  };
  const save = async () => {
    try {
      const blob = new Blob([await text()], { type: 'text/plain;charset=utf-8' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `chat-${slug(conversation.expert.name)}-${new Date().toISOString().slice(0, 10)}.txt`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      toast.success(t('chat.saved'));
    } catch (error) {
      toast.error(t('chat.error'), { description: errorDescription(error, t('chat.saveFailed')) });
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(await text());
      toast.success(t('chat.copied'), { description: t('chat.copiedText', { name: peerName }) });
    } catch (error) {
      toast.error(t('chat.error'), { description: errorDescription(error, t('chat.copyFailed')) });
    }
  };
  return { save: () => void save(), copy: () => void copy() };
}
