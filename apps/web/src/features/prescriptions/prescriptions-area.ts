import { defineArea } from '@/i18n/i18n';
import prescriptionsEn from 'virtual:messages/en/prescriptions';

/** The prescription pages' words (issue 20); what the doctor wrote stays as written. */
export const PRESCRIPTIONS_AREA = defineArea('prescriptions', prescriptionsEn);
