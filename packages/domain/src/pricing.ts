// Kept free of zod and of runtime imports: the vertical home pages read these in the browser (bundle budget).
import type { Category } from './categories';

/**
 * Issue 19 part 5: what a consultation costs, in one place. Spec 000 §1 and §9 show lawyer 499, CA 599 and tech 399
 * on the home pages; spec 001 §9 stores 299 on medical requests. Spec 000 §1 advertises a free first consultation:
 * legal first 30 minutes, CA 30 minutes, tech 1 hour (none for doctors). The pages, the offers, the server's stored
 * fee and bookings all read this table: change a figure here and everything follows.
 */
export const PRICING = {
  medical: { fee: 299, freeFirstMinutes: 0 },
  legal: { fee: 499, freeFirstMinutes: 30 },
  finance: { fee: 599, freeFirstMinutes: 30 },
  tech: { fee: 399, freeFirstMinutes: 60 },
} as const satisfies Record<Category, { fee: number; freeFirstMinutes: number }>;

/** Spec 000 §1 and §9: the AI assistant is free, whoever asks and however often. */
export const AI_ASSISTANT_FEE = 0;

/** The fee for one consultation session, in whole rupees (INR), per category. */
export const CONSULTATION_FEES = {
  medical: PRICING.medical.fee,
  legal: PRICING.legal.fee,
  finance: PRICING.finance.fee,
  tech: PRICING.tech.fee,
} as const satisfies Record<Category, number>;

/** '30 min' or '1 hour': how the free first consultation of a field is named on its offer. */
export function freeMinutesLabel(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return `${minutes} min`;
}

/** The offer badge of a field's free first consultation ('First 30 min free', 'First hour free'); null without one. */
export function freeFirstBadge(category: Category): string | null {
  const minutes = PRICING[category].freeFirstMinutes;
  if (minutes === 0) return null;
  return minutes === 60 ? 'First hour free' : `First ${freeMinutesLabel(minutes)} free`;
}

export interface ConsultationPrice {
  /** What the person pays, in whole rupees. */
  fee: number;
  /** The session's list price, before the free first consultation. */
  listFee: number;
  /** Minutes of this consultation that are free (the first one in a field that has the offer); 0 otherwise. */
  freeMinutes: number;
}

/**
 * What one consultation costs the person. The free first consultation applies to a person's first consultation in
 * that field (counted by the server over their earlier, not cancelled consultations in the field); it covers its first
 * `freeFirstMinutes`, which is the whole of a booked slot no longer than that, so such a booking costs nothing.
 */
export function consultationPrice(category: Category, earlierInField: number, slotMinutes?: number): ConsultationPrice {
  const { fee, freeFirstMinutes } = PRICING[category];
  const first = earlierInField <= 0 && freeFirstMinutes > 0;
  if (!first) return { fee, listFee: fee, freeMinutes: 0 };
  const coversSlot = slotMinutes === undefined || slotMinutes <= freeFirstMinutes;
  return { fee: coversSlot ? 0 : fee, listFee: fee, freeMinutes: freeFirstMinutes };
}
