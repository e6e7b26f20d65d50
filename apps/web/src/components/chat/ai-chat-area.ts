import { defineArea } from '@/i18n/i18n';
import aiChatEn from 'virtual:messages/en/ai-chat';

/** The AI chats' shared pieces (issue 20): the triage, the assistant and the AI pre-consultation. */
export const AI_CHAT_AREA = defineArea('ai-chat', aiChatEn);
