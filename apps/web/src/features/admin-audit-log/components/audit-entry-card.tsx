import type { AuditLogEntry } from '@sahay/domain/access-log';
import { ADMIN_AREA } from '@/components/admin-area';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date-time';

export interface PersonFilter {
  id: string;
  name: string;
}

interface Props {
  entry: AuditLogEntry;
  onPatient: (person: PersonFilter) => void;
  onActor: (person: PersonFilter) => void;
}

// A name in the flow of the text, not a button-shaped box: it filters the log by that person.
function NameButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="block max-w-full truncate text-left font-semibold text-primary underline-offset-4 hover:underline">
      {name}
    </button>
  );
}

/** One read: who opened what of whose, when, and the relation that allowed it. Names filter the log. */
export function AuditEntryCard({ entry, onPatient, onActor }: Props) {
  const { t } = useT(ADMIN_AREA);
  const { actor, patient } = entry;
  const actorTitle = actor.role === 'admin' ? t('admin.audit.admin') : (actor.profession ?? t('admin.audit.expert'));
  return (
    <Card role="article" aria-label={t('admin.audit.opened', { name: actor.name, what: entry.what })} className="p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold">{entry.what}</p>
        <time dateTime={entry.at} className="text-sm text-muted-foreground">
          {formatDateTime(entry.at)}
        </time>
      </div>
      <dl className="mt-3 grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">{t('admin.audit.openedBy')}</dt>
        <dd className="min-w-0">
          {actor.id ? (
            <NameButton name={actor.name} onClick={() => onActor({ id: actor.id ?? '', name: actor.name })} />
          ) : (
            <span>{t('admin.audit.accountClosed', { name: actor.name })}</span>
          )}
          <span className="block text-xs text-muted-foreground">{actorTitle}</span>
        </dd>
        <dt className="text-muted-foreground">{t('admin.audit.patient')}</dt>
        <dd className="min-w-0">
          {patient ? (
            <NameButton name={patient.name} onClick={() => onPatient(patient)} />
          ) : (
            <span className="text-muted-foreground">{t('admin.audit.accountDeleted')}</span>
          )}
        </dd>
        <dt className="text-muted-foreground">{t('admin.audit.whyAllowed')}</dt>
        <dd className="min-w-0 break-words">{entry.reason}</dd>
        {entry.resourceId ? (
          <>
            <dt className="text-muted-foreground">{t('admin.audit.record')}</dt>
            <dd className="min-w-0 truncate font-mono text-xs leading-5" title={entry.resourceId}>
              {entry.resourceId}
            </dd>
          </>
        ) : null}
      </dl>
    </Card>
  );
}
