// Kept free of zod and of runtime imports: the vertical home pages read these in the browser (bundle budget).
import type { Category } from './categories';

/** The fee for one consultation session per category: defined once, with the free first consultations, in pricing.ts. */
export { CONSULTATION_FEES } from './pricing';

/** Spec 000 §3: the consultation modals open per type, video or audio. */
export const CONSULTATION_MODES = ['video', 'audio'] as const;
export type ConsultationMode = (typeof CONSULTATION_MODES)[number];

export function isConsultationMode(value: unknown): value is ConsultationMode {
  return (CONSULTATION_MODES as readonly unknown[]).includes(value);
}

/** The request page that takes a consultation of each category (spec 001 §2.1). */
export const CONSULTATION_REQUEST_ROUTES = {
  medical: '/medical-consultation',
  legal: '/legal-consultation',
  finance: '/ca-consultation',
  tech: '/it-consultation',
} as const satisfies Record<Category, string>;

/** Spec 000 §2: with nobody signed in, the vertical homes' help widget serves this guest patient. */
export const GUEST_PATIENT = { id: 'guest', name: 'Guest User' } as const;

/** Spec 000 §9: the offers carousel on the vertical homes moves on every 4 s. */
export const OFFERS_CAROUSEL_MS = 4000;
