import { defineArea } from '@/i18n/i18n';
import aboutEn from 'virtual:messages/en/about';

/** The About page's messages (issue 20): English travels with its code, Hindi loads when the reader chose it. */
export const ABOUT_AREA = defineArea('about', aboutEn);
