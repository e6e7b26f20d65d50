import type { Category } from '../categories';

/**
 * One department's everyday words (decision 095): what people say about a problem of this kind, in English, romanised
 * Hindi and Devanagari, one word each (no phrases: the catalogue's patterns hold those). Words are space-separated
 * and folded like the input (everyday.ts), so one spelling of a Hinglish word is enough.
 */
export interface EverydayDepartment {
  category: Category;
  /** One of matchGroupsOf(category). */
  department: string;
  /** One sentence shown when this department is suggested from everyday words alone. */
  why: string;
  /** Words that name a problem of this kind on their own ("landlord", "jalan", "gst"): 2 points. */
  strong?: string;
  /** Words of the field ("police", "pet", "laptop"): 1 point. */
  words?: string;
  /** Context that leans this way but names no problem ("husband", "bank", "company"): half a point. */
  cues?: string;
}
