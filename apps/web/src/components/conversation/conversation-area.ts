import { defineArea } from '@/i18n/i18n';
import conversationEn from 'virtual:messages/en/conversation';

/** The shared conversation's messages (issue 20): the patient's and the expert's chat and the chat beside a call. */
export const CONVERSATION_AREA = defineArea('conversation', conversationEn);
