import { defineArea } from '@/i18n/i18n';
import routingEn from 'virtual:messages/en/problem-routing';

// Issue 20: the words of "Describe your problem". The helplines' names and advice come from packages/domain in
// English; the Hindi catalogue says each known helpline in full in Hindi (the English catalogue passes the domain's on).
export const ROUTING_AREA = defineArea('problem-routing', routingEn);
