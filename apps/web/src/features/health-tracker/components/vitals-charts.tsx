import type { VitalReading } from '@sahay/domain/vitals-schemas';
import { Component, lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { chartData, type ChartData } from './chart-series';
import { readingParts } from './reading-marks';
import { formatDateTime } from '@/lib/date-time';
import { useT } from '@/i18n/i18n';
import { TRACKER_AREA } from '../tracker-area';
import type { MessageKey } from '@/i18n/message-keys';

// The chart library (uPlot) is fetched only when this tab shows a chart (issue 14: loaded only on this tab).
const VitalChart = lazy(() => import('./vital-chart'));

/** Charts are a picture of the list below: if their code cannot load (offline), the page says so and goes on. */
class ChartBoundary extends Component<{ children: ReactNode; t: (key: MessageKey) => string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) return <p className="py-6 text-center text-sm text-muted-foreground">{this.props.t('tracker.chartFailed')}</p>;
    return this.props.children;
  }
}

/** The chart's numbers as a table, for screen readers (the canvas is hidden from them). */
function ChartTable({ data }: { data: ChartData }) {
  const { t } = useT(TRACKER_AREA);
  return (
    // The wrapper is what is visually hidden: a table ignores the 1 px width of .sr-only and its rows widened the page.
    <div className="sr-only">
      <table>
        <caption>{t('tracker.tableCaption', { title: data.title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tracker.date')}</th>
            {data.lines.map((line) => (
              <th key={line.measure} scope="col">
                {line.label} ({data.unit})
              </th>
            ))}
            {data.chart === 'weight' ? null : <th scope="col">{t('tracker.compared')}</th>}
          </tr>
        </thead>
        <tbody>
          {data.recordedAt.map((at, index) => {
            const values = Object.fromEntries(data.lines.map((line) => [line.measure, line.values[index] ?? null]));
            const part = readingParts(
              {
                bloodPressureSystolic: null,
                bloodPressureDiastolic: null,
                heartRate: null,
                bloodSugar: null,
                weight: null,
                ...values,
              },
              t,
            )[0];
            return (
              <tr key={`${at}-${index}`}>
                <th scope="row">{formatDateTime(at)}</th>
                {data.lines.map((line) => (
                  <td key={line.measure}>{line.values[index]}</td>
                ))}
                {data.chart === 'weight' ? null : <td>{part?.mark ?? t('tracker.normal')}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function ChartCard({ data }: { data: ChartData }) {
  const { t } = useT(TRACKER_AREA);
  const [first, second] = data.lines;
  return (
    <Card className="p-4">
      <figure aria-label={t('tracker.chartOverTime', { title: data.title })}>
        <figcaption className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <span className="font-semibold">{data.title}</span>
          <span className="flex items-center gap-3 text-xs text-muted-foreground">
            {second && first ? (
              <>
                <span className="inline-flex items-center gap-1">
                  <span aria-hidden className="inline-block h-0.5 w-4 bg-primary" /> {first.label}
                </span>
                <span className="inline-flex items-center gap-1">
                  <span aria-hidden className="inline-block w-4 border-t-2 border-dashed border-primary-strong" /> {second.label}
                </span>
              </>
            ) : null}
            <span>{data.unit}</span>
            {data.bands.length > 0 ? (
              <span className="inline-flex items-center gap-1">
                <span aria-hidden className="inline-block size-3 rounded-sm bg-success/15" /> {t('tracker.normalRange')}
              </span>
            ) : null}
          </span>
        </figcaption>
        <ChartBoundary t={t}>
          <Suspense fallback={<div className="h-[200px] animate-pulse rounded-xl bg-muted" />}>
            <VitalChart data={data} />
          </Suspense>
        </ChartBoundary>
        <ChartTable data={data} />
      </figure>
    </Card>
  );
}

/** Issue 14: a chart per measure over time, each with its numbers as a table for screen readers. */
export function VitalsCharts({ readings }: { readings: readonly VitalReading[] }) {
  const { t } = useT(TRACKER_AREA);
  const charts = useMemo(() => chartData(readings, t), [readings, t]);
  if (charts.length === 0) return null;
  return (
    <section aria-labelledby="vitals-charts-heading" className="space-y-3">
      <h2 id="vitals-charts-heading" className="text-lg font-semibold">
        {t('tracker.overTime')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {charts.map((data) => (
          <ChartCard key={data.chart} data={data} />
        ))}
      </div>
    </section>
  );
}
