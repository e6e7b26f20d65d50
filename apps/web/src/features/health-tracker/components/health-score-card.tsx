import { HeartPulse } from 'lucide-react';
import { HealthScoreBody } from '@/components/health-score-body';
import { ErrorCard } from '@/components/query-states';
import { Card } from '@/components/ui/card';
import { useVitalsSummary } from '../api/vitals-queries';
import { useT } from '@/i18n/i18n';
import { TRACKER_AREA } from '../tracker-area';

/** Issue 14: the Health Score, derived openly from the latest readings, with its reasons; never a diagnosis. */
export function HealthScoreCard({ memberId = null }: { memberId?: string | null }) {
  const { t } = useT(TRACKER_AREA);
  const summary = useVitalsSummary(memberId);
  if (summary.isError) return <ErrorCard title={t('tracker.scoreFailed')} error={summary.error} onRetry={() => void summary.refetch()} />;
  return (
    <Card className="p-5" aria-labelledby="health-score-heading" role="region" aria-busy={summary.isPending || undefined}>
      <h2 id="health-score-heading" className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <HeartPulse aria-hidden className="size-4 text-primary" /> {t('tracker.healthScore')}
      </h2>
      {summary.isPending ? <div className="mt-3 h-24 animate-pulse rounded-xl bg-muted" /> : <HealthScoreBody score={summary.data.score} />}
    </Card>
  );
}
