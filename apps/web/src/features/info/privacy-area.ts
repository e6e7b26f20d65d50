import { defineArea } from '@/i18n/i18n';
import privacyEn from 'virtual:messages/en/privacy';

/** The privacy policy (issue 20): English travels with the page's code, Hindi loads when the reader chose it. */
export const PRIVACY_AREA = defineArea('privacy', privacyEn);
