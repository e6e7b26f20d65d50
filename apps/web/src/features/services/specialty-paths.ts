/**
 * Spec 001 §2.1, §2.4 and §2.19: every path served by the one specialty page, in one list. The router registers
 * them and `SPECIALTY_PAGES` gives each its content; the type makes the two agree.
 */
export const SPECIALTY_PATHS = [
  '/general-medicine-consultation',
  '/mental-health-consultation',
  '/dermatology-consultation',
  '/gynecology-consultation',
  '/pediatrics-consultation',
  '/physiotherapy-consultation',
  '/dietician-consultation',
  '/dental-consultation',
  '/family-law-consultation',
  '/property-law-consultation',
  '/cyber-law-consultation',
  '/consumer-law-consultation',
  '/ca-consultation',
  '/finance-consultation',
  '/it-consultation',
  '/medical-consultation',
] as const;
export type SpecialtyPath = (typeof SPECIALTY_PATHS)[number];
