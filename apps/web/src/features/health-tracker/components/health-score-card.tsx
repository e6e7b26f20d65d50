import { WEIGHT_NOT_SCORED, type HealthScore, type HealthScoreLevel } from '@sahay/domain/health-score';
import { URGENT_READING_TEXT } from '@sahay/domain/vitals';
import { CircleAlert, CircleCheck, CircleMinus, HeartPulse, Phone } from 'lucide-react';
import { ErrorCard } from '@/components/query-states';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useVitalsSummary } from '../api/vitals-queries';
import { readingTime } from './reading-marks';

const LEVEL_STYLE: Record<HealthScoreLevel, string> = {
  good: 'bg-success/10 text-success',
  fair: 'bg-amber-50 text-amber-800 dark:bg-amber-950/40 dark:text-amber-200',
  'needs-attention': 'bg-danger/10 text-danger',
  'not-enough-data': 'bg-muted text-muted-foreground',
};

const BAND_ICON = { normal: CircleCheck, borderline: CircleAlert, outside: CircleAlert } as const;
const BAND_COLOUR = { normal: 'text-success', borderline: 'text-amber-600 dark:text-amber-300', outside: 'text-danger' } as const;

function ScoreBody({ score }: { score: HealthScore }) {
  return (
    <>
      <p className={cn('mt-2 inline-flex rounded-full px-3 py-1 text-xl font-bold', LEVEL_STYLE[score.level])}>{score.label}</p>
      {score.urgent ? (
        <div role="alert" className="mt-3 rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm">
          <p>{URGENT_READING_TEXT}</p>
          <a href="tel:112" className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-danger underline">
            <Phone aria-hidden className="size-4" /> Call 112
          </a>
        </div>
      ) : null}
      <ul aria-label="Why" className="mt-3 space-y-2 text-sm">
        {score.reasons.map((reason) => {
          const Icon = BAND_ICON[reason.band];
          return (
            <li key={reason.measure} className="flex gap-2">
              <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', BAND_COLOUR[reason.band])} />
              <span>
                {reason.text} <span className="text-muted-foreground">({readingTime.format(new Date(reason.recordedAt))})</span>
              </span>
            </li>
          );
        })}
        {score.missing.map((missing) => (
          <li key={missing.measure} className="flex gap-2 text-muted-foreground">
            <CircleMinus aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{missing.text}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-muted-foreground">
        {score.note} {WEIGHT_NOT_SCORED}
      </p>
    </>
  );
}

/** Issue 14: the Health Score, derived openly from the latest readings, with its reasons; never a diagnosis. */
export function HealthScoreCard({ memberId = null }: { memberId?: string | null }) {
  const summary = useVitalsSummary(memberId);
  if (summary.isError) return <ErrorCard title="Could not load your Health Score" error={summary.error} onRetry={() => void summary.refetch()} />;
  return (
    <Card className="p-5" aria-labelledby="health-score-heading" role="region" aria-busy={summary.isPending || undefined}>
      <h2 id="health-score-heading" className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <HeartPulse aria-hidden className="size-4 text-primary" /> Health Score
      </h2>
      {summary.isPending ? <div className="mt-3 h-24 animate-pulse rounded-xl bg-muted" /> : <ScoreBody score={summary.data.score} />}
    </Card>
  );
}
