import { defineArea } from '@/i18n/i18n';
import expertSelectionEn from 'virtual:messages/en/expert-selection';

/** The experts directory's words (spec 001 §2.19, /expert-selection). */
export const EXPERT_SELECTION_AREA = defineArea('expert-selection', expertSelectionEn);
