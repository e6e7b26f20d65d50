/** The emergencies issue 13 names, each with its own first-aid advice (emergency-advice.ts). */
export const RED_FLAG_CATEGORIES = [
  'heart_attack',
  'stroke',
  'breathing',
  'anaphylaxis',
  'poisoning',
  'self_harm',
  'bleeding_injury',
  'burns',
  'seizure_unconscious',
  'gi_bleeding',
  'sudden_headache',
  'child',
  'pregnancy',
  'bites',
  'heat_stroke',
] as const;
export type RedFlagCategory = (typeof RED_FLAG_CATEGORIES)[number];
