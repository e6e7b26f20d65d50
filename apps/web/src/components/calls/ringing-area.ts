import { defineArea } from '@/i18n/i18n';
import ringingEn from 'virtual:messages/en/ringing';

/** The ringing dialogs' messages (issue 20): the chat and the expert's desk show them. */
export const RINGING_AREA = defineArea('ringing', ringingEn);
