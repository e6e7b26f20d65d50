import { defineArea } from '@/i18n/i18n';
import expertDeskEn from 'virtual:messages/en/expert-desk';

/** The expert desk's words (issue 7 parts 3 to 5, issue 16): the queue, alerts, referral and the document forms. */
export const EXPERT_DESK_AREA = defineArea('expert-desk', expertDeskEn);
