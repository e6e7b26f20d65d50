import type { Category } from '@sahay/domain/categories';
import {
  consultationChatPath,
  HISTORY_FIELD_LABELS,
  HISTORY_TEXTS,
  type ConsultationHistory,
  type HistoryConsultation,
} from '@sahay/domain/consultation-history';
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

function Documents({ consultation }: { consultation: HistoryConsultation }) {
  if (consultation.prescriptions.length === 0 && consultation.legalDocuments.length === 0) return null;
  return (
    <ul aria-label="Documents" className="mt-3 space-y-1.5">
      {consultation.prescriptions.map((p) => (
        <li key={p.id}>
          <Link to={`/prescription-view/${p.id}`} className="flex min-h-11 items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm hover:bg-primary-soft">
            <FileText aria-hidden className="size-4 shrink-0 text-primary" />
            <span className="min-w-0 flex-1">
              <span className="font-medium">Prescription</span> · {formatCalendarDate(p.date)} · {p.doctorName} · {p.medicines}{' '}
              {p.medicines === 1 ? 'medicine' : 'medicines'}
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
  return (
    <li className="rounded-2xl border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StatusBadge status={consultation.status} />
        <time dateTime={consultation.createdAt} className="text-xs text-muted-foreground">
          {formatDate(consultation.createdAt)}
        </time>
      </div>
      <p className={consultation.description ? 'mt-2 break-words text-sm' : 'mt-2 text-sm italic text-muted-foreground'}>
        {consultation.description ?? HISTORY_TEXTS.noDescription}
      </p>
      {consultation.expert ? (
        <p className="mt-2 text-sm">
          <UserCheck aria-hidden className="mr-1.5 inline size-4 align-[-3px] text-success" />
          <span className="font-medium">{HISTORY_TEXTS.expertAssigned}:</span> {consultation.expert.name}
          {consultation.expert.specialization ? <span className="text-muted-foreground"> · {consultation.expert.specialization}</span> : null}
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">Waiting for an expert to accept</p>
      )}
      <Documents consultation={consultation} />
      <div className="mt-3">
        <CallHistory calls={consultation.calls} />
      </div>
      {consultation.hasChat ? (
        <Button asChild variant="outline" size="sm" className="mt-3">
          <Link to={consultationChatPath(consultation.id)}>
            <MessageCircle aria-hidden /> Open chat
          </Link>
        </Button>
      ) : null}
    </li>
  );
}

/** Spec 001 §2.15: one field's consultation history (status badge, date, description, 'Expert Assigned'). */
export function HistoryDialog({ field, all, onClose }: { field: Category; all: ConsultationHistory | undefined; onClose: () => void }) {
  const history = useFieldHistory(field, all);
  const label = HISTORY_FIELD_LABELS[field];
  const total = all?.counts[field];
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`${label} consultations`}
      description={total !== undefined && history.data && total > history.data.length ? `The latest ${history.data.length} of ${total}` : undefined}
    >
      {!all || history.isPending ? (
        <LoadingBlocks label={`Loading ${label.toLowerCase()} consultations`} count={2} height="h-24" />
      ) : history.isError ? (
        <ErrorCard title={HISTORY_TEXTS.loadFailed} error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data?.length ? (
        <ol aria-label={`${label} consultations`} className="space-y-3">
          {history.data.map((consultation) => (
            <HistoryItem key={consultation.id} consultation={consultation} />
          ))}
        </ol>
      ) : (
        <div className="py-6 text-center">
          <p className="text-muted-foreground">No {label === 'IT' ? 'IT' : label.toLowerCase()} consultations yet.</p>
          <Button asChild className="mt-4">
            <Link to={`/all-services?type=${field}`}>Start a new request</Link>
          </Button>
        </div>
      )}
    </Dialog>
  );
}
