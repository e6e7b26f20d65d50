import type { ChatMessage, Conversation } from '@sahay/domain/chat';
import { transcript } from '@/components/conversation/message-store';
import { errorDescription } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { fetchAllMessages } from '../api/full-transcript';

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Spec 001 §2.11: Save Chat as a text file named with the expert and the date; Copy Chat to the clipboard. */
export function useTranscriptActions(conversation: Conversation, peerName: string) {
  const nameOf = (m: ChatMessage) => {
    if (m.senderType === 'system') return 'Sahay';
    return m.senderType === 'expert' ? conversation.expert.name : conversation.patient.name;
  };
  const text = async () => {
    const header = `Sahay consultation chat: ${conversation.patient.name} and ${conversation.expert.name}\n\n`;
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
      toast.success('Chat saved');
    } catch (error) {
      toast.error('Error', { description: errorDescription(error, 'Could not save the chat') });
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(await text());
      toast.success('Chat copied', { description: `Your conversation with ${peerName} is on the clipboard.` });
    } catch (error) {
      toast.error('Error', { description: errorDescription(error, 'Could not copy the chat') });
    }
  };
  return { save: () => void save(), copy: () => void copy() };
}
