import { HEALTH_SCORE_WINDOW_DAYS, type HealthScore, type HealthScoreLevel, type HealthScoreReason } from '@sahay/domain/health-score';
import { CircleAlert, CircleCheck, CircleMinus, Phone } from 'lucide-react';
import { useT } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-time';
import { HEALTH_SCORE_AREA } from './health-score-area';

const LEVEL_STYLE: Record<HealthScoreLevel, string> = {
  good: 'bg-success/10 text-success',
  fair: 'bg-amber-50 text-amber-800 dark:bg-amber-950/40 dark:text-amber-200',
  'needs-attention': 'bg-danger/10 text-danger',
  'not-enough-data': 'bg-muted text-muted-foreground',
};

const BAND_ICON = { normal: CircleCheck, borderline: CircleAlert, outside: CircleAlert } as const;
const BAND_COLOUR = { normal: 'text-success', borderline: 'text-amber-600 dark:text-amber-300', outside: 'text-danger' } as const;

/** Where a reading sits, as the domain's `where()` says it: within, a little or well above or below the range. */
function whereOf(reason: HealthScoreReason): string {
  if (reason.direction === null) return 'normal';
  return `${reason.band === 'borderline' ? 'little' : 'well'}${reason.direction === 'high' ? 'Above' : 'Below'}`;
}

/**
 * The Health Score with its reasons, from the latest readings; never a diagnosis (decision 070). One body for the
 * Health Tracker and the dashboard, so both show an urgent reading's call to 112 first. The sentences are said from
 * the score's facts (measure, value, band), in English word for word as the domain writes them (tested).
 */
export function HealthScoreBody({ score }: { score: HealthScore }) {
  const { t } = useT(HEALTH_SCORE_AREA);
  return (
    <>
      <p className={cn('mt-2 inline-flex rounded-full px-3 py-1 text-xl font-bold', LEVEL_STYLE[score.level])}>{t(`score.level.${score.level}`)}</p>
      {score.urgent ? (
        <div role="alert" className="mt-3 rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm">
          <p>{t('score.urgent')}</p>
          <a href="tel:112" className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-danger underline">
            <Phone aria-hidden className="size-4" /> {t('score.call')}
          </a>
        </div>
      ) : null}
      <ul aria-label={t('score.why')} className="mt-3 space-y-2 text-sm">
        {score.reasons.map((reason) => {
          const Icon = BAND_ICON[reason.band];
          return (
            <li key={reason.measure} className="flex gap-2">
              <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', BAND_COLOUR[reason.band])} />
              <span>
                {t('score.reason', { measure: reason.measure, value: reason.value, where: whereOf(reason) })}{' '}
                <span className="text-muted-foreground">({formatDateTime(reason.recordedAt)})</span>
              </span>
            </li>
          );
        })}
        {score.missing.map((missing) => (
          <li key={missing.measure} className="flex gap-2 text-muted-foreground">
            <CircleMinus aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{t('score.missing', { measure: missing.measure, days: HEALTH_SCORE_WINDOW_DAYS })}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-muted-foreground">
        {t('score.note')} {t('score.weightNotScored')}
      </p>
    </>
  );
}
