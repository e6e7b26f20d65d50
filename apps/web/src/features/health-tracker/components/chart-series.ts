import type { VitalReading } from '@sahay/domain/vitals-schemas';
import { NORMAL_RANGES, VITAL_CHART_INFO, VITAL_CHARTS, type VitalChart, type VitalMeasure } from '@sahay/domain/vitals';
import type { MessageKey } from '@/i18n/message-keys';

export interface ChartLine {
  measure: VitalMeasure;
  label: string;
  values: number[];
}

/** One chart of the tracker: its readings oldest first, the lines it draws and the normal ranges it shades. */
export interface ChartData {
  chart: VitalChart;
  title: string;
  unit: string;
  /** When each point was taken, in seconds since 1970 (uPlot's time scale). */
  times: number[];
  /** The same moments, as the API sent them (for the table beside the chart). */
  recordedAt: string[];
  lines: ChartLine[];
  bands: Array<{ min: number; max: number }>;
}

const CHART_TITLES: Record<VitalChart, MessageKey> = {
  bloodPressure: 'tracker.bloodPressure',
  heartRate: 'tracker.heartRate',
  bloodSugar: 'tracker.bloodSugar',
  weight: 'tracker.weight',
};
const LINE_LABELS: Record<VitalMeasure, MessageKey> = {
  bloodPressureSystolic: 'tracker.systolic',
  bloodPressureDiastolic: 'tracker.diastolic',
  heartRate: 'tracker.heartRate',
  bloodSugar: 'tracker.bloodSugar',
  weight: 'tracker.weight',
};

/**
 * A chart per measure over time (issue 14): each chart takes the readings that have its measures, oldest first.
 * A chart with no point is left out. Weight has no shaded range (it depends on height).
 */
export function chartData(readings: readonly VitalReading[], t: (key: MessageKey) => string): ChartData[] {
  const oldestFirst = [...readings].sort((a, b) => Date.parse(a.recordedAt) - Date.parse(b.recordedAt));
  return VITAL_CHARTS.flatMap((chart) => {
    const { unit, measures } = VITAL_CHART_INFO[chart];
    const title = t(CHART_TITLES[chart]);
    const points = oldestFirst.filter((reading) => measures.every((measure) => reading[measure] !== null));
    if (points.length === 0) return [];
    return [
      {
        chart,
        title,
        unit,
        times: points.map((reading) => Date.parse(reading.recordedAt) / 1000),
        recordedAt: points.map((reading) => reading.recordedAt),
        lines: measures.map((measure) => ({
          measure,
          label: t(LINE_LABELS[measure]),
          values: points.map((reading) => reading[measure] ?? 0),
        })),
        bands: measures.flatMap((measure) => {
          if (measure === 'weight') return [];
          const range = NORMAL_RANGES[measure];
          return [{ min: range.normalMin, max: range.normalMax }];
        }),
      },
    ];
  });
}
