import { defineArea } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import expertPageEn from 'virtual:messages/en/expert-page';

/** The expert's own page (issue 19 part 0). */
export const EXPERT_PAGE_AREA = defineArea('expert-page', expertPageEn);

/** The free first consultation's length (the domain's FREE_FIRST_LABELS), said in the reader's language. */
export const freeFirstKey = (amount: string) =>
  (Object.hasOwn(expertPageEn, `expert.freeFirst.${amount}`) ? `expert.freeFirst.${amount}` : null) as MessageKey | null;
