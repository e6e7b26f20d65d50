import { formatNumber, formatRupees } from '@/i18n/format';
import { useT } from '@/i18n/i18n';
import { EXPERT_DESK_AREA } from '../expert-desk-area';
import type { DeskStats as Stats } from '@sahay/domain/expert-desk';

/** Counts from consultation rows; earnings from what patients really paid (refunds excluded), counted by the server. */
export function DeskStats({ stats }: { stats: Stats }) {
  const { t } = useT(EXPERT_DESK_AREA);
  const items = [
    { label: t('desk.statWaiting'), value: formatNumber(stats.waiting) },
    { label: t('desk.statActive'), value: formatNumber(stats.active) },
    { label: t('desk.statCompletedToday'), value: formatNumber(stats.completedToday) },
    { label: t('desk.statEarned'), value: formatRupees(stats.earningsThisMonth) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-2xl border border-border bg-surface p-3">
          <dt className="text-xs font-medium text-muted-foreground">{item.label}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums">{item.value}</dd>
        </div>
      ))}
      <p className="col-span-2 text-xs text-muted-foreground sm:col-span-4">
        {t('desk.statsNote', { count: stats.completed, amount: formatRupees(stats.earnings) })}
      </p>
    </dl>
  );
}
