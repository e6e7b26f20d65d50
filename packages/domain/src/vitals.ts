// Issue 14 part 4, the Health Tracker (spec 001 §2.12, §3 `vital_signs`): what a reading may hold, the ranges
// a typed value must fall in, and the standard adult ranges a reading is compared with. Kept free of zod so the
// tracker page can mark readings without loading the schemas (vitals-schemas.ts holds those).

export const VITAL_MEASURES = ['bloodPressureSystolic', 'bloodPressureDiastolic', 'heartRate', 'bloodSugar', 'weight'] as const;
export type VitalMeasure = (typeof VITAL_MEASURES)[number];

/** What a chart draws: blood pressure is one chart of two lines. */
export const VITAL_CHARTS = ['bloodPressure', 'heartRate', 'bloodSugar', 'weight'] as const;
export type VitalChart = (typeof VITAL_CHARTS)[number];

interface MeasureInfo {
  label: string;
  unit: string;
  /** A value outside these cannot be a real reading of a living adult or child: it is a typing slip. */
  min: number;
  max: number;
  /** Decimals kept: pressure, pulse and sugar are whole numbers on every home meter; weight has one decimal. */
  decimals: 0 | 1;
}

export const VITAL_MEASURE_INFO: Record<VitalMeasure, MeasureInfo> = {
  bloodPressureSystolic: { label: 'Systolic pressure', unit: 'mmHg', min: 50, max: 260, decimals: 0 },
  bloodPressureDiastolic: { label: 'Diastolic pressure', unit: 'mmHg', min: 30, max: 160, decimals: 0 },
  heartRate: { label: 'Heart rate', unit: 'bpm', min: 30, max: 250, decimals: 0 },
  bloodSugar: { label: 'Blood sugar', unit: 'mg/dL', min: 20, max: 600, decimals: 0 },
  weight: { label: 'Weight', unit: 'kg', min: 2, max: 300, decimals: 1 },
};

export const VITAL_CHART_INFO: Record<VitalChart, { title: string; unit: string; measures: readonly VitalMeasure[] }> = {
  bloodPressure: { title: 'Blood pressure', unit: 'mmHg', measures: ['bloodPressureSystolic', 'bloodPressureDiastolic'] },
  heartRate: { title: 'Heart rate', unit: 'bpm', measures: ['heartRate'] },
  bloodSugar: { title: 'Blood sugar', unit: 'mg/dL', measures: ['bloodSugar'] },
  weight: { title: 'Weight', unit: 'kg', measures: ['weight'] },
};

export const VITALS_MESSAGES = {
  atLeastOne: 'Enter at least one reading',
  systolicMissing: 'Enter the upper (systolic) number too',
  diastolicMissing: 'Enter the lower (diastolic) number too',
  diastolicNotBelowSystolic: 'The lower (diastolic) number must be less than the upper (systolic) number',
  notANumber: (m: VitalMeasure) => `${VITAL_MEASURE_INFO[m].label} must be a number`,
  wholeNumber: (m: VitalMeasure) => `${VITAL_MEASURE_INFO[m].label} must be a whole number`,
  outOfRange: (m: VitalMeasure) => {
    const { label, min, max, unit } = VITAL_MEASURE_INFO[m];
    return `${label} must be between ${min} and ${max} ${unit}`;
  },
  badTime: 'Enter the date and time of the reading',
  futureTime: 'The reading cannot be in the future',
  added: 'Reading saved',
  addFailed: 'Could not save the reading',
  deleted: 'Reading deleted',
  deleteFailed: 'Could not delete the reading',
  notFound: 'This reading does not exist',
  patientsOnly: 'The health tracker is for patient accounts',
} as const;

/** A reading may be dated up to this far ahead of the server's clock (a phone's clock runs a little fast). */
export const VITALS_FUTURE_TOLERANCE_MS = 5 * 60_000;
/** The history the tracker shows and charts: the newest readings, at most this many (a year of daily readings). */
export const VITALS_HISTORY_LIMIT = 400;

/** One reading as the API answers it; a measure not taken is null. */
export interface VitalValues {
  bloodPressureSystolic: number | null;
  bloodPressureDiastolic: number | null;
  heartRate: number | null;
  bloodSugar: number | null;
  weight: number | null;
}

export type RangeBand = 'normal' | 'borderline' | 'outside';
export type RangeDirection = 'low' | 'high';

export interface RangeCheck {
  band: RangeBand;
  /** Null when normal. */
  direction: RangeDirection | null;
}

/**
 * Standard adult ranges, open about their source (issue 14: "derived openly … against standard adult ranges").
 * Normal: the range itself. Borderline: a little outside it. Outside: further out. Weight has none: a healthy
 * weight depends on height, which we do not ask for.
 *
 * - Blood pressure: normal below 120/80 (American Heart Association) and from 90/60 (below is low, NHS);
 *   140/90 and above is high (WHO's threshold for hypertension), 120–139 or 80–89 is above normal.
 * - Resting heart rate: 60–100 bpm (American Heart Association).
 * - Blood sugar, timing unknown: 70–140 mg/dL (ADA: below 70 is low, below 54 very low; 200 or more at any time
 *   is high; 140 is the upper limit two hours after a meal).
 */
export interface NormalRange {
  normalMin: number;
  normalMax: number;
  /** Below this (and at or above `borderlineMin` … `normalMin`) a value is outside, not borderline. */
  borderlineMin: number;
  borderlineMax: number;
}

export const NORMAL_RANGES: Record<Exclude<VitalMeasure, 'weight'>, NormalRange> = {
  bloodPressureSystolic: { normalMin: 90, normalMax: 119, borderlineMin: 80, borderlineMax: 139 },
  bloodPressureDiastolic: { normalMin: 60, normalMax: 79, borderlineMin: 50, borderlineMax: 89 },
  heartRate: { normalMin: 60, normalMax: 100, borderlineMin: 50, borderlineMax: 110 },
  bloodSugar: { normalMin: 70, normalMax: 140, borderlineMin: 54, borderlineMax: 199 },
};

/** The normal range in words, as the tracker and the score's reasons say it. */
export const NORMAL_RANGE_TEXT: Record<'bloodPressure' | 'heartRate' | 'bloodSugar', string> = {
  bloodPressure: 'from 90/60 to below 120/80 mmHg',
  heartRate: '60–100 bpm at rest',
  bloodSugar: '70–140 mg/dL',
};

export function checkRange(measure: Exclude<VitalMeasure, 'weight'>, value: number): RangeCheck {
  const range = NORMAL_RANGES[measure];
  if (value >= range.normalMin && value <= range.normalMax) return { band: 'normal', direction: null };
  const direction: RangeDirection = value < range.normalMin ? 'low' : 'high';
  const borderline = direction === 'low' ? value >= range.borderlineMin : value <= range.borderlineMax;
  return { band: borderline ? 'borderline' : 'outside', direction };
}

const BAND_ORDER: Record<RangeBand, number> = { normal: 0, borderline: 1, outside: 2 };

/** Blood pressure as one pair: the worse of its two numbers; high wins over low when one is each. */
export function checkBloodPressure(systolic: number, diastolic: number): RangeCheck {
  const upper = checkRange('bloodPressureSystolic', systolic);
  const lower = checkRange('bloodPressureDiastolic', diastolic);
  const band = BAND_ORDER[upper.band] >= BAND_ORDER[lower.band] ? upper.band : lower.band;
  if (band === 'normal') return { band, direction: null };
  const direction = upper.direction === 'high' || lower.direction === 'high' ? 'high' : 'low';
  return { band, direction };
}

/** The mark beside a value in the history ('Above normal' / 'Below normal'), or null when it is normal. */
export function rangeMark(check: RangeCheck): string | null {
  if (check.direction === null) return null;
  return check.direction === 'high' ? 'Above normal' : 'Below normal';
}

/**
 * Very high blood pressure (180/120, the American Heart Association's "hypertensive crisis") and very low blood
 * sugar (below 54 mg/dL, ADA level 2) can need help at once: the tracker says so, and says where to call.
 */
export function isUrgentReading(values: Pick<VitalValues, 'bloodPressureSystolic' | 'bloodPressureDiastolic' | 'bloodSugar'>): boolean {
  const { bloodPressureSystolic: sys, bloodPressureDiastolic: dia, bloodSugar } = values;
  return (sys !== null && sys >= 180) || (dia !== null && dia >= 120) || (bloodSugar !== null && bloodSugar < 54);
}

export const URGENT_READING_TEXT =
  'This reading is very far from the normal range. If you feel unwell (chest pain, breathlessness, confusion, weakness, or trouble speaking or seeing), call 112 now.';

/** A value as the tracker shows it, with its unit: '128/82 mmHg', '72 bpm', '76.2 kg'. */
export function formatVital(measure: VitalMeasure, value: number): string {
  const { unit, decimals } = VITAL_MEASURE_INFO[measure];
  return `${value.toFixed(decimals)} ${unit}`;
}

export function formatBloodPressure(systolic: number, diastolic: number): string {
  return `${systolic}/${diastolic} mmHg`;
}
