import { defineArea } from '@/i18n/i18n';
import healthScoreEn from 'virtual:messages/en/health-score';

/** The Health Score's words (decision 070), said from the score's facts so Hindi can order them its own way. */
export const HEALTH_SCORE_AREA = defineArea('health-score', healthScoreEn);
