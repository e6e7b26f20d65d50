import type { StatusHistory } from '@sahay/domain/consultation-lifecycle';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-time';
import { useT } from '@/i18n/i18n';
import { CONSULTATION_CARDS_AREA } from './consultation-cards-area';

/** Issue 7 part 7: every status change of the consultation, with its time, for the patient and the expert. */
export function ConsultationTimeline({ consultationId }: { consultationId: string }) {
  const { t } = useT(CONSULTATION_CARDS_AREA);
  const query = useQuery({
    queryKey: ['consultations', consultationId, 'status-history'],
    queryFn: ({ signal }) => api.get<StatusHistory>(`/api/consultations/${encodeURIComponent(consultationId)}/status-history`, signal),
  });
  if (query.isPending) return <div aria-busy="true" aria-label={t('cards.timeline.loading')} className="h-20 animate-pulse rounded-2xl bg-muted" />;
  if (query.isError || query.data.changes.length === 0) return null;
  return (
    <section aria-labelledby="timeline-heading" className="mt-6">
      <h2 id="timeline-heading" className="text-lg font-semibold">
        {t('cards.timeline.title')}
      </h2>
      <ol className="mt-2 space-y-2 border-l-2 border-border pl-4">
        {query.data.changes.map((change) => (
          <li key={change.id} className="text-sm">
            <p className="font-medium">
              {change.actorName && change.action !== 'create'
                ? t('cards.timeline.actionBy', { action: change.action, name: change.actorName })
                : t('cards.timeline.action', { action: change.action })}
            </p>
            <p className="text-muted-foreground">
              <time dateTime={change.createdAt}>{formatDateTime(change.createdAt)}</time>
              {change.note ? ` · ${change.note}` : ''}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
