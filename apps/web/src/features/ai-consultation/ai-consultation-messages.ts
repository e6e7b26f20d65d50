import { defineArea } from '@/i18n/i18n';
import consultationEn from 'virtual:messages/en/ai-consultation';

// Issue 20: the words of the AI pre-consultation. Specialty and urgency names, toasts and failure texts are the
// spec's (packages/domain) in English; test/ai-consultation-hindi.test.tsx checks the catalogue still says them.
export const CONSULTATION_AREA = defineArea('ai-consultation', consultationEn);
