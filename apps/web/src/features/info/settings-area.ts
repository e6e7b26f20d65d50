import { defineArea } from '@/i18n/i18n';
import settingsEn from 'virtual:messages/en/settings';

/** The Settings page's messages (issue 20): English travels with its code, Hindi loads when the reader chose it. */
export const SETTINGS_AREA = defineArea('settings', settingsEn);
