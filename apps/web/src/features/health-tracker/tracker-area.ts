import { defineArea } from '@/i18n/i18n';
import trackerEn from 'virtual:messages/en/health-tracker';

/** The Health Tracker's words (issue 20); units (mmHg, bpm, mg/dL, kg) stay as written. */
export const TRACKER_AREA = defineArea('health-tracker', trackerEn);
