import { defineArea } from '@/i18n/i18n';
import chatEn from 'virtual:messages/en/chat';

/** The chat's messages (issue 20): English travels with the chat's code, Hindi loads when the reader chose it. */
export const CHAT_AREA = defineArea('chat', chatEn);
