import {
  checkBloodPressure,
  checkRange,
  formatBloodPressure,
  formatVital,
  rangeMark,
  type RangeCheck,
  type VitalChart,
  type VitalValues,
} from '@sahay/domain/vitals';

export interface ReadingPart {
  chart: VitalChart;
  name: string;
  value: string;
  /** 'Above normal' / 'Below normal', or null when normal or not compared (weight). */
  mark: string | null;
  check: RangeCheck | null;
}

/** What one reading holds, measure by measure, each with its mark against the standard adult ranges. */
export function readingParts(reading: VitalValues): ReadingPart[] {
  const parts: ReadingPart[] = [];
  const { bloodPressureSystolic: sys, bloodPressureDiastolic: dia, heartRate, bloodSugar, weight } = reading;
  const add = (chart: VitalChart, name: string, value: string, check: RangeCheck | null) =>
    parts.push({ chart, name, value, check, mark: check ? rangeMark(check) : null });
  if (sys !== null && dia !== null) add('bloodPressure', 'Blood pressure', formatBloodPressure(sys, dia), checkBloodPressure(sys, dia));
  if (heartRate !== null) add('heartRate', 'Heart rate', formatVital('heartRate', heartRate), checkRange('heartRate', heartRate));
  if (bloodSugar !== null) add('bloodSugar', 'Blood sugar', formatVital('bloodSugar', bloodSugar), checkRange('bloodSugar', bloodSugar));
  if (weight !== null) add('weight', 'Weight', formatVital('weight', weight), null);
  return parts;
}
