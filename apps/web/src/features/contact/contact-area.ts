import { defineArea } from '@/i18n/i18n';
import contactEn from 'virtual:messages/en/contact';

/** The contact page's words (spec 000 §2 /contact); the spec's toasts word for word in English. */
export const CONTACT_AREA = defineArea('contact', contactEn);
