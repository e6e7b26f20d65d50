import { defineArea } from '@/i18n/i18n';
import profileEn from 'virtual:messages/en/profile';

/** The profile menu's, the consultation history's and the access log's words (issue 20). */
export const PROFILE_AREA = defineArea('profile', profileEn);
