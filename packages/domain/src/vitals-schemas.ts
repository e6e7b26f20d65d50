import { z } from 'zod';
import { FamilyMemberIdSchema } from './family-members';
import { HEALTH_SCORE_LEVELS, SCORED_MEASURES } from './health-score';
import { VITAL_MEASURE_INFO, VITALS_MESSAGES, type VitalMeasure } from './vitals';

/** A measure's number: in its plausible range, whole where meters show whole numbers (vitals.ts). */
function measureNumber(measure: VitalMeasure) {
  const { min, max, decimals } = VITAL_MEASURE_INFO[measure];
  const number = z.number({ error: VITALS_MESSAGES.notANumber(measure) });
  const whole = decimals === 0 ? number.int(VITALS_MESSAGES.wholeNumber(measure)) : number;
  return whole.min(min, VITALS_MESSAGES.outOfRange(measure)).max(max, VITALS_MESSAGES.outOfRange(measure));
}

interface Measures {
  bloodPressureSystolic?: number | null;
  bloodPressureDiastolic?: number | null;
  heartRate?: number | null;
  bloodSugar?: number | null;
  weight?: number | null;
}

/**
 * Any subset of the measures (issue 14), but at least one; blood pressure as a pair, the lower number below the
 * upper. The "at least one" message sits under `measures`, which no single field owns.
 */
function checkCombination(value: Measures, ctx: z.RefinementCtx) {
  const has = (n: number | null | undefined): n is number => typeof n === 'number';
  const { bloodPressureSystolic: sys, bloodPressureDiastolic: dia } = value;
  if (![sys, dia, value.heartRate, value.bloodSugar, value.weight].some(has)) {
    ctx.addIssue({ code: 'custom', path: ['measures'], message: VITALS_MESSAGES.atLeastOne });
    return;
  }
  if (has(sys) && !has(dia)) ctx.addIssue({ code: 'custom', path: ['bloodPressureDiastolic'], message: VITALS_MESSAGES.diastolicMissing });
  if (has(dia) && !has(sys)) ctx.addIssue({ code: 'custom', path: ['bloodPressureSystolic'], message: VITALS_MESSAGES.systolicMissing });
  if (has(sys) && has(dia) && dia >= sys) {
    ctx.addIssue({ code: 'custom', path: ['bloodPressureDiastolic'], message: VITALS_MESSAGES.diastolicNotBelowSystolic });
  }
}

/** POST /api/vitals. `recordedAt` defaults to now; the server refuses a time in the future. */
export const VitalReadingInputSchema = z
  .object({
    recordedAt: z.iso.datetime({ offset: true, error: VITALS_MESSAGES.badTime }).optional(),
    /** Issue 14 part 8: the family member the reading is for; omitted or null is the account holder. */
    familyMemberId: FamilyMemberIdSchema,
    bloodPressureSystolic: measureNumber('bloodPressureSystolic').nullish(),
    bloodPressureDiastolic: measureNumber('bloodPressureDiastolic').nullish(),
    heartRate: measureNumber('heartRate').nullish(),
    bloodSugar: measureNumber('bloodSugar').nullish(),
    weight: measureNumber('weight').nullish(),
  })
  .superRefine(checkCombination);
export type VitalReadingInput = z.infer<typeof VitalReadingInputSchema>;

/** A typed field: blank means "not taken"; anything else must read as a number ('72', ' 76.5 ', '76,5'). */
function formNumber(measure: VitalMeasure) {
  return z.preprocess((raw) => {
    if (typeof raw !== 'string') return raw;
    const typed = raw.trim();
    return typed === '' ? undefined : Number(typed.replace(',', '.'));
  }, measureNumber(measure).optional());
}

/** The tracker's form: what a datetime-local input and five text inputs hold, checked by the same rules. */
export const VitalReadingFormSchema = z
  .object({
    recordedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, VITALS_MESSAGES.badTime),
    bloodPressureSystolic: formNumber('bloodPressureSystolic'),
    bloodPressureDiastolic: formNumber('bloodPressureDiastolic'),
    heartRate: formNumber('heartRate'),
    bloodSugar: formNumber('bloodSugar'),
    weight: formNumber('weight'),
  })
  .superRefine(checkCombination);
export type VitalReadingFormOutput = z.output<typeof VitalReadingFormSchema>;

export const VitalReadingSchema = z.object({
  id: z.uuid(),
  recordedAt: z.string(),
  bloodPressureSystolic: z.number().nullable(),
  bloodPressureDiastolic: z.number().nullable(),
  heartRate: z.number().nullable(),
  bloodSugar: z.number().nullable(),
  weight: z.number().nullable(),
});
export type VitalReading = z.infer<typeof VitalReadingSchema>;

export const VitalReadingListSchema = z.object({ readings: z.array(VitalReadingSchema) });
export type VitalReadingList = z.infer<typeof VitalReadingListSchema>;

const ScoredMeasureSchema = z.enum(SCORED_MEASURES);

export const HealthScoreSchema = z.object({
  level: z.enum(HEALTH_SCORE_LEVELS),
  label: z.string(),
  reasons: z.array(
    z.object({
      measure: ScoredMeasureSchema,
      value: z.string(),
      band: z.enum(['normal', 'borderline', 'outside']),
      direction: z.enum(['low', 'high']).nullable(),
      recordedAt: z.string(),
      text: z.string(),
    }),
  ),
  missing: z.array(z.object({ measure: ScoredMeasureSchema, text: z.string() })),
  urgent: z.boolean(),
  note: z.string(),
});

/** GET /api/vitals/summary: the Health Score and the newest reading, for the dashboard's card. */
export const VitalsSummarySchema = z.object({ score: HealthScoreSchema, latest: VitalReadingSchema.nullable() });
export type VitalsSummary = z.infer<typeof VitalsSummarySchema>;
