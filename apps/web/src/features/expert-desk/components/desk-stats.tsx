import { formatRupees } from '@/i18n/format';
import type { DeskStats as Stats } from '@sahay/domain/expert-desk';

/** Counts from consultation rows; earnings from what patients really paid (refunds excluded), counted by the server. */
export function DeskStats({ stats }: { stats: Stats }) {
  const items = [
    { label: 'Waiting', value: String(stats.waiting) },
    { label: 'Active', value: String(stats.active) },
    { label: 'Completed today', value: String(stats.completedToday) },
    { label: 'Earned this month', value: formatRupees(stats.earningsThisMonth) },
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
        {stats.completed} consultations completed in all; {formatRupees(stats.earnings)} paid by patients for your appointments, refunds excluded.
      </p>
    </dl>
  );
}
