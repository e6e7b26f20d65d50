import { defineArea } from '@/i18n/i18n';
import detailsEn from 'virtual:messages/en/patient-details';

/** The shared health pages' words (issue 20), for whoever opens them. */
export const DETAILS_AREA = defineArea('patient-details', detailsEn);
