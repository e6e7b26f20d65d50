import { describe, expect, it } from 'vitest';
import { healthScore, HEALTH_SCORE_NOTE, type DatedVitals } from '../src/health-score';

const NOW = new Date('2026-03-01T06:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const none = { bloodPressureSystolic: null, bloodPressureDiastolic: null, heartRate: null, bloodSugar: null, weight: null };
const reading = (daysAgo: number, values: Partial<DatedVitals>): DatedVitals => ({ ...none, recordedAt: new Date(NOW.getTime() - daysAgo * DAY), ...values });

describe('Health Score: derived openly from the latest readings, or Not enough data (issue 14)', () => {
  it('is Not enough data with no readings, saying what is missing', () => {
    const score = healthScore([], NOW);
    expect(score).toMatchObject({ level: 'not-enough-data', label: 'Not enough data', reasons: [], urgent: false, note: HEALTH_SCORE_NOTE });
    expect(score.missing.map((m) => m.text)).toEqual([
      'No blood pressure reading in the last 90 days.',
      'No heart rate reading in the last 90 days.',
      'No blood sugar reading in the last 90 days.',
    ]);
  });

  it('needs two of blood pressure, heart rate and blood sugar; weight alone does not count', () => {
    expect(healthScore([reading(1, { heartRate: 72, weight: 70 })], NOW).level).toBe('not-enough-data');
    expect(healthScore([reading(1, { heartRate: 72 }), reading(2, { bloodSugar: 95 })], NOW).level).toBe('good');
  });

  it('is Good when every latest reading is normal, with one reason per measure', () => {
    const score = healthScore([reading(1, { bloodPressureSystolic: 118, bloodPressureDiastolic: 76, heartRate: 70, bloodSugar: 92 })], NOW);
    expect(score.label).toBe('Good');
    expect(score.reasons.map((r) => r.text)).toEqual([
      'Blood pressure 118/76 mmHg is within the normal range (from 90/60 to below 120/80 mmHg).',
      'Heart rate 70 bpm is within the normal range (60–100 bpm at rest).',
      'Blood sugar 92 mg/dL is within the normal range (70–140 mg/dL).',
    ]);
    expect(score.missing).toEqual([]);
  });

  it('uses the latest reading of each measure, not an older one', () => {
    const readings = [
      reading(30, { bloodPressureSystolic: 150, bloodPressureDiastolic: 95, heartRate: 120 }),
      reading(2, { bloodPressureSystolic: 116, bloodPressureDiastolic: 74 }),
      reading(1, { heartRate: 66 }),
    ];
    const score = healthScore(readings, NOW);
    expect(score.level).toBe('good');
    expect(score.reasons.map((r) => r.value)).toEqual(['116/74 mmHg', '66 bpm']);
    expect(score.reasons[0]?.recordedAt).toBe(new Date(NOW.getTime() - 2 * DAY).toISOString());
  });

  it('is Fair when one is a little outside and none further', () => {
    const score = healthScore([reading(1, { bloodPressureSystolic: 128, bloodPressureDiastolic: 82, heartRate: 69, bloodSugar: 92 })], NOW);
    expect(score.label).toBe('Fair');
    expect(score.reasons[0]?.text).toBe('Blood pressure 128/82 mmHg is a little above the normal range (from 90/60 to below 120/80 mmHg).');
  });

  it('is Needs attention when one is well outside, and says so without naming a condition', () => {
    const score = healthScore([reading(1, { bloodPressureSystolic: 146, bloodPressureDiastolic: 94, heartRate: 84 })], NOW);
    expect(score.label).toBe('Needs attention');
    expect(score.reasons[0]).toMatchObject({ band: 'outside', direction: 'high' });
    const words = JSON.stringify(score).toLowerCase();
    for (const diagnosis of ['hypertension', 'diabetes', 'tachycardia', 'medicine', 'tablet', 'dose']) expect(words).not.toContain(diagnosis);
  });

  it('leaves out readings older than 90 days', () => {
    const score = healthScore([reading(91, { heartRate: 70, bloodSugar: 90 }), reading(10, { heartRate: 72 })], NOW);
    expect(score.level).toBe('not-enough-data');
    expect(score.reasons.map((r) => r.measure)).toEqual(['heartRate']);
  });

  it('flags a reading far out so the page can say where to call', () => {
    expect(healthScore([reading(0, { bloodPressureSystolic: 185, bloodPressureDiastolic: 110, heartRate: 90 })], NOW).urgent).toBe(true);
    expect(healthScore([reading(0, { bloodPressureSystolic: 150, bloodPressureDiastolic: 95, bloodSugar: 50 })], NOW).urgent).toBe(true);
    expect(healthScore([reading(0, { bloodPressureSystolic: 150, bloodPressureDiastolic: 95, bloodSugar: 120 })], NOW).urgent).toBe(false);
  });
});
