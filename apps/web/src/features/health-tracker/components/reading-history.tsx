import type { VitalReading } from '@sahay/domain/vitals-schemas';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useDeleteReading } from '../api/vitals-queries';
import { readingParts } from './reading-marks';
import { formatDateTime } from '@/lib/date-time';
import { useT } from '@/i18n/i18n';
import { TRACKER_AREA } from '../tracker-area';

const PAGE = 10;

function ReadingRow({ reading }: { reading: VitalReading }) {
  const { t } = useT(TRACKER_AREA);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteReading();
  const when = formatDateTime(reading.recordedAt);
  const onDelete = () => remove.mutate(reading.id, { onSuccess: () => toast.success(t('tracker.deleted')) });
  return (
    <li className="p-4">
      <div className="flex items-start justify-between gap-3">
        <time dateTime={reading.recordedAt} className="text-sm font-semibold">
          {when}
        </time>
        {confirming ? (
          <span className="flex items-center gap-2">
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
              {t('tracker.cancel')}
            </Button>
            <Button size="sm" variant="danger" disabled={remove.isPending} onClick={onDelete}>
              {remove.isPending ? t('tracker.deleting') : t('tracker.delete')}
            </Button>
          </span>
        ) : (
          <Button size="sm" variant="ghost" aria-label={t('tracker.deleteReading', { when })} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden />
          </Button>
        )}
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        {readingParts(reading, t).map((part) => (
          <div key={part.chart}>
            <dt className="text-xs text-muted-foreground">{part.name}</dt>
            <dd className="font-medium">
              {part.value}
              {part.mark ? (
                <span
                  className={cn(
                    'ml-1.5 inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
                    part.check?.band === 'outside' ? 'bg-danger/10 text-danger' : 'bg-amber-50 text-amber-800 dark:bg-amber-950/40 dark:text-amber-200',
                  )}
                >
                  {part.mark}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** Issue 14: the history, newest first, readings outside the normal ranges marked (without advice on medicines). */
export function ReadingHistory({ readings }: { readings: readonly VitalReading[] }) {
  const { t } = useT(TRACKER_AREA);
  const [shown, setShown] = useState(PAGE);
  return (
    <section aria-labelledby="vitals-history-heading" className="space-y-3">
      <h2 id="vitals-history-heading" className="text-lg font-semibold">
        {t('tracker.history')}
      </h2>
      <Card className="overflow-hidden">
        <ul aria-label={t('tracker.historyList')} className="divide-y divide-border">
          {readings.slice(0, shown).map((reading) => (
            <ReadingRow key={reading.id} reading={reading} />
          ))}
        </ul>
      </Card>
      {readings.length > shown ? (
        <Button variant="outline" className="w-full" onClick={() => setShown((n) => n + PAGE)}>
          {t('tracker.showEarlier', { count: readings.length - shown })}
        </Button>
      ) : null}
    </section>
  );
}
