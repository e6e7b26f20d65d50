import { AUDIT_RETENTION_DAYS } from '@sahay/domain/legal';
import { ScrollText, X } from 'lucide-react';
import { useSearchParams } from '@/lib/router';
import { ADMIN_AREA } from '@/components/admin-area';
import { AdminPage } from '@/components/admin-page';
import { EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { useAuditLog, type AuditLogFilter } from '../api/audit-log-query';
import { AuditEntryCard, type PersonFilter } from './audit-entry-card';

function FilterChip({ label, onClear }: { label: string; onClear: () => void }) {
  const { t } = useT(ADMIN_AREA);
  return (
    <span className="inline-flex h-9 max-w-full items-center gap-1 rounded-full bg-primary-soft pl-3 text-sm font-medium text-primary-strong dark:text-foreground">
      <span className="truncate">{label}</span>
      <button
        type="button"
        onClick={onClear}
        aria-label={t('admin.audit.clearFilter', { label })}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-primary/10"
      >
        <X aria-hidden className="size-4" />
      </button>
    </span>
  );
}

function Entries({ filter, onPatient, onActor }: { filter: AuditLogFilter; onPatient: (p: PersonFilter) => void; onActor: (p: PersonFilter) => void }) {
  const { t } = useT(ADMIN_AREA);
  const query = useAuditLog(filter);
  if (query.isPending) return <LoadingBlocks label={t('admin.audit.loading')} height="h-40" />;
  if (query.isError) return <ErrorCard title={t('admin.audit.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  const entries = query.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return (
      <EmptyCard icon={<ScrollText aria-hidden className="size-8 text-muted-foreground" />}>
        {filter.patientId || filter.actorId ? t('admin.audit.noMatch') : t('admin.audit.none')}
      </EmptyCard>
    );
  }
  return (
    <div className="space-y-3">
      {entries.map((entry) => (
        <AuditEntryCard key={entry.id} entry={entry} onPatient={onPatient} onActor={onActor} />
      ))}
      {query.hasNextPage ? (
        <Button variant="outline" className="w-full" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? t('admin.audit.loadingMore') : t('admin.audit.older')}
        </Button>
      ) : null}
    </div>
  );
}

/** Issue 16: every read of a person's medical data by an expert or an admin, by patient or by actor. */
export function AdminAuditLogPage() {
  const { t } = useT(ADMIN_AREA);
  const [params, setParams] = useSearchParams();
  const filter: AuditLogFilter = { patientId: params.get('patient') ?? undefined, actorId: params.get('actor') ?? undefined };
  const set = (key: 'patient' | 'actor', person: PersonFilter | null) => {
    const next = new URLSearchParams(params);
    if (person) {
      next.set(key, person.id);
      next.set(`${key}Name`, person.name);
    } else {
      next.delete(key);
      next.delete(`${key}Name`);
    }
    setParams(next);
  };

  return (
    <AdminPage narrow title={t('admin.audit.title')} intro={t('admin.audit.intro', { days: AUDIT_RETENTION_DAYS })}>
      {filter.patientId || filter.actorId ? (
        <div className="mb-4 flex flex-wrap gap-2" aria-label={t('admin.audit.filters')}>
          {filter.patientId ? (
            <FilterChip
              label={t('admin.audit.patientFilter', { name: params.get('patientName') ?? t('admin.audit.selected') })}
              onClear={() => set('patient', null)}
            />
          ) : null}
          {filter.actorId ? (
            <FilterChip
              label={t('admin.audit.actorFilter', { name: params.get('actorName') ?? t('admin.audit.selected') })}
              onClear={() => set('actor', null)}
            />
          ) : null}
        </div>
      ) : null}
      <Entries filter={filter} onPatient={(p) => set('patient', p)} onActor={(p) => set('actor', p)} />
    </AdminPage>
  );
}
