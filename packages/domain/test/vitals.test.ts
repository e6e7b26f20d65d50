import { describe, expect, it } from 'vitest';
import { checkBloodPressure, checkRange, formatVital, isUrgentReading, rangeMark, VITALS_MESSAGES } from '../src/vitals';
import { VitalReadingFormSchema, VitalReadingInputSchema } from '../src/vitals-schemas';

function fieldErrors(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('a reading: any subset of the measures, each in a plausible range (issue 14 part 4)', () => {
  it.each([
    [{ heartRate: 72 }],
    [{ weight: 76.4 }],
    [{ bloodSugar: 92, recordedAt: '2026-01-05T08:30:00+05:30' }],
    [{ bloodPressureSystolic: 128, bloodPressureDiastolic: 82, heartRate: 69, bloodSugar: 92, weight: 76.2 }],
    [{ bloodPressureSystolic: 50, bloodPressureDiastolic: 30 }],
    [{ heartRate: 250, bloodSugar: 600, weight: 300 }],
    [{ heartRate: 72, weight: null, bloodSugar: null }],
  ])('accepts %j', (input) => {
    expect(VitalReadingInputSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    [{}, 'measures', VITALS_MESSAGES.atLeastOne],
    [{ weight: null, heartRate: null }, 'measures', VITALS_MESSAGES.atLeastOne],
    [{ heartRate: 29 }, 'heartRate', 'Heart rate must be between 30 and 250 bpm'],
    [{ heartRate: 251 }, 'heartRate', 'Heart rate must be between 30 and 250 bpm'],
    [{ heartRate: 72.5 }, 'heartRate', 'Heart rate must be a whole number'],
    [{ heartRate: '72' }, 'heartRate', 'Heart rate must be a number'],
    [{ bloodSugar: 601 }, 'bloodSugar', 'Blood sugar must be between 20 and 600 mg/dL'],
    [{ weight: 1.5 }, 'weight', 'Weight must be between 2 and 300 kg'],
    [{ weight: 1500 }, 'weight', 'Weight must be between 2 and 300 kg'],
    [{ bloodPressureSystolic: 300, bloodPressureDiastolic: 80 }, 'bloodPressureSystolic', 'Systolic pressure must be between 50 and 260 mmHg'],
    [{ bloodPressureSystolic: 120 }, 'bloodPressureDiastolic', VITALS_MESSAGES.diastolicMissing],
    [{ bloodPressureDiastolic: 80 }, 'bloodPressureSystolic', VITALS_MESSAGES.systolicMissing],
    [{ bloodPressureSystolic: 80, bloodPressureDiastolic: 120 }, 'bloodPressureDiastolic', VITALS_MESSAGES.diastolicNotBelowSystolic],
    [{ bloodPressureSystolic: 90, bloodPressureDiastolic: 90 }, 'bloodPressureDiastolic', VITALS_MESSAGES.diastolicNotBelowSystolic],
    [{ heartRate: 72, recordedAt: 'yesterday' }, 'recordedAt', VITALS_MESSAGES.badTime],
  ])('refuses %j with a message under %s', (input, field, message) => {
    const result = VitalReadingInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(fieldErrors(result)[field]).toBe(message);
  });
});

describe('the tracker form reads typed text with the same rules', () => {
  const blank = { recordedAt: '2026-01-05T08:30', bloodPressureSystolic: '', bloodPressureDiastolic: '', heartRate: '', bloodSugar: '', weight: '' };

  it('turns typed numbers into numbers and blanks into "not taken"', () => {
    const parsed = VitalReadingFormSchema.parse({ ...blank, heartRate: ' 72 ', weight: '76,5' });
    expect(parsed).toEqual({ recordedAt: '2026-01-05T08:30', heartRate: 72, weight: 76.5 });
  });

  it('says which field is not a number, and that an empty form has no reading', () => {
    expect(fieldErrors(VitalReadingFormSchema.safeParse({ ...blank, bloodSugar: '9o' })).bloodSugar).toBe('Blood sugar must be a number');
    expect(fieldErrors(VitalReadingFormSchema.safeParse(blank)).measures).toBe(VITALS_MESSAGES.atLeastOne);
    expect(fieldErrors(VitalReadingFormSchema.safeParse({ ...blank, heartRate: '70', recordedAt: '' })).recordedAt).toBe(VITALS_MESSAGES.badTime);
  });
});

describe('standard adult ranges mark a reading (never a diagnosis)', () => {
  it.each([
    ['heartRate', 60, 'normal', null],
    ['heartRate', 100, 'normal', null],
    ['heartRate', 105, 'borderline', 'high'],
    ['heartRate', 111, 'outside', 'high'],
    ['heartRate', 55, 'borderline', 'low'],
    ['heartRate', 45, 'outside', 'low'],
    ['bloodSugar', 92, 'normal', null],
    ['bloodSugar', 140, 'normal', null],
    ['bloodSugar', 160, 'borderline', 'high'],
    ['bloodSugar', 200, 'outside', 'high'],
    ['bloodSugar', 60, 'borderline', 'low'],
    ['bloodSugar', 50, 'outside', 'low'],
  ] as const)('%s %d is %s', (measure, value, band, direction) => {
    expect(checkRange(measure, value)).toEqual({ band, direction });
  });

  it.each([
    [118, 76, 'normal', null],
    [120, 76, 'borderline', 'high'],
    [118, 80, 'borderline', 'high'],
    [139, 89, 'borderline', 'high'],
    [140, 70, 'outside', 'high'],
    [130, 90, 'outside', 'high'],
    [88, 62, 'borderline', 'low'],
    [75, 45, 'outside', 'low'],
    [150, 55, 'outside', 'high'],
  ] as const)('blood pressure %d/%d is %s', (sys, dia, band, direction) => {
    expect(checkBloodPressure(sys, dia)).toEqual({ band, direction });
  });

  it('marks values outside the normal range, and only those', () => {
    expect(rangeMark(checkRange('heartRate', 72))).toBeNull();
    expect(rangeMark(checkRange('heartRate', 105))).toBe('Above normal');
    expect(rangeMark(checkRange('bloodSugar', 50))).toBe('Below normal');
  });

  it('says where to call only for readings far out (180/120, sugar below 54)', () => {
    expect(isUrgentReading({ bloodPressureSystolic: 182, bloodPressureDiastolic: 100, bloodSugar: null })).toBe(true);
    expect(isUrgentReading({ bloodPressureSystolic: 170, bloodPressureDiastolic: 121, bloodSugar: null })).toBe(true);
    expect(isUrgentReading({ bloodPressureSystolic: null, bloodPressureDiastolic: null, bloodSugar: 50 })).toBe(true);
    expect(isUrgentReading({ bloodPressureSystolic: 160, bloodPressureDiastolic: 100, bloodSugar: 250 })).toBe(false);
  });

  it('shows values with their units', () => {
    expect(formatVital('weight', 76)).toBe('76.0 kg');
    expect(formatVital('heartRate', 72)).toBe('72 bpm');
  });
});
