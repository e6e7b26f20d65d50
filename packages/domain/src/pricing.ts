// Kept free of zod and of runtime imports: the vertical home pages read these in the browser (bundle budget).
import type { Category } from './categories';

/**
 * Issue 19 part 5: what a consultation costs, in one place. Spec 000 §1 and §9 show lawyer 499, CA 599 and tech 399
 * on the home pages; spec 001 §9 stores 299 on medical requests. Spec 000 §1 advertises a free first consultation:
 * legal first 30 minutes, CA 30 minutes, tech 1 hour (none for doctors). The pages, the offers, the server's stored
 * fee and bookings all read these tables: change a figure here and everything follows. Plain literals, so a page
 * that needs none of them downloads none of them.
 */
/** The fee for one consultation session, in whole rupees (INR), per category. */
export const CONSULTATION_FEES = { medical: 299, legal: 499, finance: 599, tech: 399 } as const satisfies Record<Category, number>;
/** Minutes of a person's first consultation in a field that are free. */
export const FREE_FIRST_MINUTES = { medical: 0, legal: 30, finance: 30, tech: 60 } as const satisfies Record<Category, number>;
/** The same minutes as the offers say them. */
export const FREE_FIRST_LABELS = { medical: '', legal: '30 min', finance: '30 min', tech: '1 hour' } as const satisfies Record<Category, string>;

/** Spec 000 §1 and §9: the AI assistant is free, whoever asks and however often. */
export const AI_ASSISTANT_FEE = 0;

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
  const fee = CONSULTATION_FEES[category];
  const freeFirstMinutes: number = FREE_FIRST_MINUTES[category];
  const first = earlierInField <= 0 && freeFirstMinutes > 0;
  if (!first) return { fee, listFee: fee, freeMinutes: 0 };
  const coversSlot = slotMinutes === undefined || slotMinutes <= freeFirstMinutes;
  return { fee: coversSlot ? 0 : fee, listFee: fee, freeMinutes: freeFirstMinutes };
}
