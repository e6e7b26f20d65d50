import { defineArea } from '@/i18n/i18n';
import familyEn from 'virtual:messages/en/family';

/** The family page's words (issue 20); relations and genders said by key, stored in English. */
export const FAMILY_AREA = defineArea('family', familyEn);
