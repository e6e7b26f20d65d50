import type { MessageKey } from '@/i18n/message-keys';

export type OfferField = 'badge' | 'title' | 'subtitle' | 'feature1' | 'feature2' | 'feature3' | 'cta';

/**
 * An offer's text in the catalogue, keyed by the domain's offer id (the domain keeps its English; the vertical's area
 * repeats it word for word, which test/verticals-hindi.test.tsx checks, beside the Hindi).
 */
export const offerKey = (id: string, field: OfferField | `feature${number}`) => `offer.${id}.${field}` as MessageKey;
