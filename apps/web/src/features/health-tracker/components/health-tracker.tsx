import { Activity } from 'lucide-react';
import { EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { useVitals } from '../api/vitals-queries';
import { AddReadingForm } from './add-reading-form';
import { HealthScoreCard } from './health-score-card';
import { ReadingHistory } from './reading-history';
import { VitalsCharts } from './vitals-charts';
import { useT } from '@/i18n/i18n';
import { TRACKER_AREA } from '../tracker-area';

function Readings({ memberId }: { memberId: string | null }) {
  const { t } = useT(TRACKER_AREA);
  const vitals = useVitals(memberId);
  if (vitals.isPending) return <LoadingBlocks label={t('tracker.loading')} count={2} height="h-40" />;
  if (vitals.isError) return <ErrorCard title={t('tracker.loadFailed')} error={vitals.error} onRetry={() => void vitals.refetch()} />;
  const { readings } = vitals.data;
  if (readings.length === 0) {
    return (
      <EmptyCard icon={<Activity aria-hidden className="size-8 text-primary" />}>
        <p className="font-medium text-foreground">{t('tracker.noReadings')}</p>
        <p className="mt-1 text-sm">{t('tracker.noReadingsText')}</p>
      </EmptyCard>
    );
  }
  return (
    <>
      <VitalsCharts readings={readings} />
      <ReadingHistory readings={readings} />
    </>
  );
}

/**
 * The Health Tracker (spec 001 §2.12's tab, issue 14 part 4): the Health Score, a form to add a reading, a chart per
 * measure and the history. A page of its own at /health-tracker; the dashboard can show it as its tab. For a family
 * member (`memberId`, issue 14 part 8) it reads and saves theirs.
 */
export function HealthTracker({ memberId = null, personName }: { memberId?: string | null; personName?: string }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <HealthScoreCard memberId={memberId} />
        <AddReadingForm memberId={memberId} personName={personName} />
      </div>
      <Readings memberId={memberId} />
    </div>
  );
}
