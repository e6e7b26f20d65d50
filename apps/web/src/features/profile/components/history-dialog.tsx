import type { Category } from '@sahay/domain/categories';
import { consultationChatPath, type ConsultationHistory, type HistoryConsultation } from '@sahay/domain/consultation-history';
import { LEGAL_DOCUMENT_KIND_LABELS } from '@sahay/domain/legal-document-kinds';
import { FileText, MessageCircle, Scale, UserCheck } from 'lucide-react';
import { Link } from '@/lib/router';
import { StatusBadge } from '@/components/consultation-status-badge';
import { ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFieldHistory } from '../api/consultation-history-query';
import { CallHistory } from '@/components/call-history';
import { formatCalendarDate, formatDate } from '@/lib/date-time';
import { useT } from '@/i18n/i18n';
import { PROFILE_AREA } from '../profile-area';

function Documents({ consultation }: { consultation: HistoryConsultation }) {
  const { t } = useT(PROFILE_AREA);
  if (consultation.prescriptions.length === 0 && consultation.legalDocuments.length === 0) return null;
  return (
    <ul aria-label={t('profile.documents')} className="mt-3 space-y-1.5">
      {consultation.prescriptions.map((p) => (
        <li key={p.id}>
          <Link to={`/prescription-view/${p.id}`} className="flex min-h-11 items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm hover:bg-primary-soft">
            <FileText aria-hidden className="size-4 shrink-0 text-primary" />
            <span className="min-w-0 flex-1">
              <span className="font-medium">{t('profile.prescription')}</span> · {formatCalendarDate(p.date)} · {p.doctorName} ·{' '}
              {t('profile.medicineCount', { count: p.medicines })}
            </span>
          </Link>
        </li>
      ))}
      {consultation.legalDocuments.map((d) => (
        <li key={d.id}>
          <Link to={`/legal-document-view/${d.id}`} className="flex min-h-11 items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm hover:bg-primary-soft">
            <Scale aria-hidden className="size-4 shrink-0 text-primary" />
            <span className="min-w-0 flex-1 break-words">
              <span className="font-medium">{LEGAL_DOCUMENT_KIND_LABELS[d.kind]}</span> · {d.title} · {formatDate(d.issuedAt)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function HistoryItem({ consultation }: { consultation: HistoryConsultation }) {
  const { t } = useT(PROFILE_AREA);
  return (
    <li className="rounded-2xl border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StatusBadge status={consultation.status} />
        <time dateTime={consultation.createdAt} className="text-xs text-muted-foreground">
          {formatDate(consultation.createdAt)}
        </time>
      </div>
      <p className={consultation.description ? 'mt-2 break-words text-sm' : 'mt-2 text-sm italic text-muted-foreground'}>
        {consultation.description ?? t('profile.noDescription')}
      </p>
      {consultation.expert ? (
        <p className="mt-2 text-sm">
          <UserCheck aria-hidden className="mr-1.5 inline size-4 align-[-3px] text-success" />
          <span className="font-medium">{t('profile.expertAssigned')}:</span> {consultation.expert.name}
          {consultation.expert.specialization ? <span className="text-muted-foreground"> · {consultation.expert.specialization}</span> : null}
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">{t('profile.waitingForExpert')}</p>
      )}
      <Documents consultation={consultation} />
      <div className="mt-3">
        <CallHistory calls={consultation.calls} />
      </div>
      {consultation.hasChat ? (
        <Button asChild variant="outline" size="sm" className="mt-3">
          <Link to={consultationChatPath(consultation.id)}>
            <MessageCircle aria-hidden /> {t('profile.openChat')}
          </Link>
        </Button>
      ) : null}
    </li>
  );
}

/** Spec 001 §2.15: one field's consultation history (status badge, date, description, 'Expert Assigned'). */
export function HistoryDialog({ field, all, onClose }: { field: Category; all: ConsultationHistory | undefined; onClose: () => void }) {
  const { t } = useT(PROFILE_AREA);
  const history = useFieldHistory(field, all);
  const total = all?.counts[field];
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('profile.fieldConsultations', { field })}
      description={
        total !== undefined && history.data && total > history.data.length ? t('profile.latestOf', { shown: history.data.length, total }) : undefined
      }
    >
      {!all || history.isPending ? (
        <LoadingBlocks label={t('profile.loadingField', { field })} count={2} height="h-24" />
      ) : history.isError ? (
        <ErrorCard title={t('profile.historyFailed')} error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data?.length ? (
        <ol aria-label={t('profile.fieldConsultations', { field })} className="space-y-3">
          {history.data.map((consultation) => (
            <HistoryItem key={consultation.id} consultation={consultation} />
          ))}
        </ol>
      ) : (
        <div className="py-6 text-center">
          <p className="text-muted-foreground">{t('profile.noneYet', { field })}</p>
          <Button asChild className="mt-4">
            <Link to={`/all-services?type=${field}`}>{t('profile.startNew')}</Link>
          </Button>
        </div>
      )}
    </Dialog>
  );
}
