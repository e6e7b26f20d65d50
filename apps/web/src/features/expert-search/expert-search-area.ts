import { defineArea } from '@/i18n/i18n';
import expertSearchEn from 'virtual:messages/en/expert-search';

/** The expert search's words (issue 19 part 0). */
export const EXPERT_SEARCH_AREA = defineArea('expert-search', expertSearchEn);
