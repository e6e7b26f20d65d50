import { checkBloodPressure, checkRange, formatBloodPressure, formatVital, type RangeCheck, type VitalChart, type VitalValues } from '@sahay/domain/vitals';
import type { MessageKey } from '@/i18n/message-keys';

export interface ReadingPart {
  chart: VitalChart;
  name: string;
  value: string;
  /** 'Above normal' / 'Below normal', or null when normal or not compared (weight). */
  mark: string | null;
  check: RangeCheck | null;
}

/** The domain's 'Above normal' / 'Below normal' (rangeMark), in the reader's language. */
function rangeMark(check: RangeCheck, t: (key: MessageKey) => string): string | null {
  if (check.direction === null) return null;
  return check.direction === 'high' ? t('tracker.aboveNormal') : t('tracker.belowNormal');
}

/** What one reading holds, measure by measure, each with its mark against the standard adult ranges. */
export function readingParts(reading: VitalValues, t: (key: MessageKey) => string): ReadingPart[] {
  const parts: ReadingPart[] = [];
  const { bloodPressureSystolic: sys, bloodPressureDiastolic: dia, heartRate, bloodSugar, weight } = reading;
  const add = (chart: VitalChart, name: string, value: string, check: RangeCheck | null) =>
    parts.push({ chart, name, value, check, mark: check ? rangeMark(check, t) : null });
  if (sys !== null && dia !== null) add('bloodPressure', t('tracker.bloodPressure'), formatBloodPressure(sys, dia), checkBloodPressure(sys, dia));
  if (heartRate !== null) add('heartRate', t('tracker.heartRate'), formatVital('heartRate', heartRate), checkRange('heartRate', heartRate));
  if (bloodSugar !== null) add('bloodSugar', t('tracker.bloodSugar'), formatVital('bloodSugar', bloodSugar), checkRange('bloodSugar', bloodSugar));
  if (weight !== null) add('weight', t('tracker.weight'), formatVital('weight', weight), null);
  return parts;
}
