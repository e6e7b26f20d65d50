import { defineArea } from '@/i18n/i18n';
import consultationCardsEn from 'virtual:messages/en/consultation-cards';

/**
 * The shared pieces of consultations and experts (status badge, history, expert cards, rating, calls, copy link).
 * Its own area, apart from 'shared': none of the budgeted routes shows these, so their Hindi costs those routes nothing.
 */
export const CONSULTATION_CARDS_AREA = defineArea('consultation-cards', consultationCardsEn);
