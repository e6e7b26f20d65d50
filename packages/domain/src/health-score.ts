import {
  checkBloodPressure,
  checkRange,
  formatBloodPressure,
  formatVital,
  isUrgentReading,
  NORMAL_RANGE_TEXT,
  type RangeBand,
  type RangeCheck,
  type RangeDirection,
  type VitalValues,
  VITALS_FUTURE_TOLERANCE_MS,
} from './vitals';

// Issue 14: the dashboard's Health Score was a fixed 'Good' (spec 001 §2.12). It is now derived openly from the
// latest readings against standard adult ranges (vitals.ts), with the reasons shown, or 'Not enough data'. It
// never names a condition: it says where a number lies, not what it means for this person.

export const HEALTH_SCORE_LEVELS = ['good', 'fair', 'needs-attention', 'not-enough-data'] as const;
export type HealthScoreLevel = (typeof HEALTH_SCORE_LEVELS)[number];

export const HEALTH_SCORE_LABELS: Record<HealthScoreLevel, string> = {
  good: 'Good',
  fair: 'Fair',
  'needs-attention': 'Needs attention',
  'not-enough-data': 'Not enough data',
};

/** Only readings this recent count: an old reading says little about today. */
export const HEALTH_SCORE_WINDOW_DAYS = 90;
/** Of blood pressure, heart rate and blood sugar, at least this many must have a recent reading. */
export const HEALTH_SCORE_MIN_MEASURES = 2;

export const HEALTH_SCORE_NOTE =
  'The Health Score compares your latest readings with standard adult ranges. It is not a diagnosis: a doctor can tell you what your readings mean for you.';
export const WEIGHT_NOT_SCORED = 'Weight is not scored: a healthy weight depends on your height.';

export const SCORED_MEASURES = ['bloodPressure', 'heartRate', 'bloodSugar'] as const;
export type ScoredMeasure = (typeof SCORED_MEASURES)[number];

const SCORED_TITLES: Record<ScoredMeasure, string> = { bloodPressure: 'Blood pressure', heartRate: 'Heart rate', bloodSugar: 'Blood sugar' };

export interface HealthScoreReason {
  measure: ScoredMeasure;
  /** The value with its unit, as shown. */
  value: string;
  band: RangeBand;
  direction: RangeDirection | null;
  recordedAt: string;
  text: string;
}

export interface HealthScore {
  level: HealthScoreLevel;
  label: string;
  reasons: HealthScoreReason[];
  /** Scored measures with no reading in the window, each with a sentence saying so. */
  missing: Array<{ measure: ScoredMeasure; text: string }>;
  /** A reading far enough out to say where to call (vitals.ts `isUrgentReading`). */
  urgent: boolean;
  note: string;
}

export interface DatedVitals extends VitalValues {
  recordedAt: string | Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function where(check: RangeCheck): string {
  if (check.direction === null) return 'is within the normal range';
  const side = check.direction === 'high' ? 'above' : 'below';
  return check.band === 'borderline' ? `is a little ${side} the normal range` : `is well ${side} the normal range`;
}

function reasonFor(measure: ScoredMeasure, reading: DatedVitals): HealthScoreReason | null {
  let value: string;
  let check: RangeCheck;
  if (measure === 'bloodPressure') {
    const { bloodPressureSystolic: sys, bloodPressureDiastolic: dia } = reading;
    if (sys === null || dia === null) return null;
    value = formatBloodPressure(sys, dia);
    check = checkBloodPressure(sys, dia);
  } else {
    const number = reading[measure];
    if (number === null) return null;
    value = formatVital(measure, number);
    check = checkRange(measure, number);
  }
  const text = `${SCORED_TITLES[measure]} ${value} ${where(check)} (${NORMAL_RANGE_TEXT[measure]}).`;
  return { measure, value, band: check.band, direction: check.direction, recordedAt: new Date(reading.recordedAt).toISOString(), text };
}

/**
 * The Health Score of a person's readings at `now`: for blood pressure, heart rate and blood sugar, the latest
 * reading of each from the last 90 days. Fewer than two of the three → 'Not enough data'. Otherwise 'Good' when
 * every one is normal, 'Fair' when one is a little outside and none further, 'Needs attention' when one is well
 * outside. Pure: the clock is a parameter.
 */
export function healthScore(readings: readonly DatedVitals[], now: Date): HealthScore {
  const since = now.getTime() - HEALTH_SCORE_WINDOW_DAYS * DAY_MS;
  const recent = readings
    .filter((r) => {
      const at = new Date(r.recordedAt).getTime();
      return at >= since && at <= now.getTime() + VITALS_FUTURE_TOLERANCE_MS;
    })
    .sort((a, b) => new Date(b.recordedAt).getTime() - new Date(a.recordedAt).getTime());

  const reasons: HealthScoreReason[] = [];
  const missing: HealthScore['missing'] = [];
  let urgent = false;
  for (const measure of SCORED_MEASURES) {
    let reason: HealthScoreReason | null = null;
    for (const reading of recent) {
      reason = reasonFor(measure, reading);
      if (reason) {
        urgent ||= isUrgentReading({
          bloodPressureSystolic: measure === 'bloodPressure' ? reading.bloodPressureSystolic : null,
          bloodPressureDiastolic: measure === 'bloodPressure' ? reading.bloodPressureDiastolic : null,
          bloodSugar: measure === 'bloodSugar' ? reading.bloodSugar : null,
        });
        break;
      }
    }
    if (reason) reasons.push(reason);
    else missing.push({ measure, text: `No ${SCORED_TITLES[measure].toLowerCase()} reading in the last ${HEALTH_SCORE_WINDOW_DAYS} days.` });
  }

  const level = levelOf(reasons);
  return { level, label: HEALTH_SCORE_LABELS[level], reasons, missing, urgent, note: HEALTH_SCORE_NOTE };
}

function levelOf(reasons: readonly HealthScoreReason[]): HealthScoreLevel {
  if (reasons.length < HEALTH_SCORE_MIN_MEASURES) return 'not-enough-data';
  if (reasons.some((r) => r.band === 'outside')) return 'needs-attention';
  if (reasons.some((r) => r.band === 'borderline')) return 'fair';
  return 'good';
}
