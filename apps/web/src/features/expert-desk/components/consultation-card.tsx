import type { Category } from '@sahay/domain/categories';
import { expertChatPath, type DeskConsultation } from '@sahay/domain/expert-desk';
import { CheckCircle2, FilePlus2, FileText, MessageCircle, Share2, UserCheck, Video } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { PhoneCallButton } from '@/components/phone-call/phone-call-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useStartMeeting } from '@/lib/start-meeting';
import { toast } from '@/lib/toast';
import { useAccept, useComplete } from '../api/desk-query';
import { IntakeDetails } from './intake-details';
import { ReferDialog } from './refer-dialog';
import { CallHistory } from '@/components/call-history';
import { formatDateTime } from '@/lib/date-time';
import { formatRupees } from '@/i18n/format';
import { useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import { categoryLabel, groupName } from '@/lib/specialty-names';
import { EXPERT_DESK_AREA } from '../expert-desk-area';

const DOCUMENT: Partial<Record<Category, { write: MessageKey; view: MessageKey; path: (c: string) => string; viewPath: (d: string) => string }>> = {
  medical: {
    write: 'desk.writePrescription',
    view: 'desk.viewPrescription',
    path: (c) => `/expert-dashboard/consultations/${c}/prescription`,
    viewPath: (d) => `/prescription-view/${d}`,
  },
  legal: {
    write: 'desk.writeDocument',
    view: 'desk.viewDocument',
    path: (c) => `/expert-dashboard/consultations/${c}/legal-document`,
    viewPath: (d) => `/legal-document-view/${d}`,
  },
};

function ActiveActions({ c }: { c: DeskConsultation }) {
  const complete = useComplete();
  const [referring, setReferring] = useState(false);
  const meeting = useStartMeeting();
  const doc = DOCUMENT[c.category];
  const { t } = useT(EXPERT_DESK_AREA);
  return (
    <>
      <Button asChild>
        <Link to={expertChatPath(c.id)}>
          <MessageCircle aria-hidden /> {t('desk.openChat')}
        </Link>
      </Button>
      <Button variant="soft" disabled={meeting.isPending} onClick={() => meeting.mutate(c.id)}>
        <Video aria-hidden /> {meeting.isPending ? t('desk.opening') : t('desk.videoCall')}
      </Button>
      {doc ? (
        <Button asChild variant="soft">
          <Link to={doc.path(c.id)}>
            <FilePlus2 aria-hidden /> {t(doc.write)}
          </Link>
        </Button>
      ) : null}
      {doc && c.documentId ? (
        <Button asChild variant="outline">
          <Link to={doc.viewPath(c.documentId)}>
            <FileText aria-hidden /> {t(doc.view)}
          </Link>
        </Button>
      ) : null}
      <Button variant="outline" onClick={() => setReferring(true)}>
        <Share2 aria-hidden /> {t('desk.refer')}
      </Button>
      <Button variant="outline" disabled={complete.isPending} onClick={() => complete.mutate(c.id, { onSuccess: () => toast.success(t('desk.completed')) })}>
        <CheckCircle2 aria-hidden /> {complete.isPending ? t('desk.completing') : t('desk.complete')}
      </Button>
      <PhoneCallButton consultationId={c.id} side="expert" unavailableReason={c.patient && !c.patient.phone ? t('desk.noPhone') : undefined} />
      <ReferDialog consultationId={c.id} patientName={c.patient?.name ?? t('desk.thisPatient')} open={referring} onOpenChange={setReferring} />
    </>
  );
}

/** Until accepted the desk has no name (issue 16): a request is called by its field. */
function cardTitle(t: (key: MessageKey, values?: Record<string, string>) => string, c: DeskConsultation): string {
  return c.patient?.name ?? t('desk.requestTitle', { field: c.department ? groupName(t, c.department) : categoryLabel(t, c.category, 'field') });
}

export function ConsultationCard({ consultation: c }: { consultation: DeskConsultation }) {
  const accept = useAccept();
  const headingId = `consultation-${c.id}`;
  const doc = DOCUMENT[c.category];
  const { t } = useT(EXPERT_DESK_AREA);
  const title = cardTitle(t, c);
  return (
    <Card role="article" aria-labelledby={headingId} className="p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            {title}
          </h3>
          <p className="text-xs text-muted-foreground">
            <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time> · {t('desk.consultationType', { type: c.consultationType })}
            {c.fee !== null ? ` · ${formatRupees(c.fee)}` : ''}
            {c.patient?.phone ? ` · ${c.patient.phone}` : ''}
          </p>
        </div>
        {c.status === 'pending' && c.assignedToMe ? (
          <span className="rounded-full bg-primary-soft px-2.5 py-1 text-xs font-semibold">{t('desk.sentToYou')}</span>
        ) : null}
      </div>
      <div className="mt-3 space-y-3">
        <IntakeDetails consultation={c} />
        <CallHistory calls={c.calls} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2 border-t border-border pt-3">
        {c.status === 'pending' ? (
          <Button
            onClick={() => accept.mutate(c.id, { onSuccess: () => toast.success(t('desk.accepted', { title })) })}
            disabled={accept.isPending}
            aria-describedby={headingId}
          >
            <UserCheck aria-hidden /> {accept.isPending ? t('desk.accepting') : t('desk.accept')}
          </Button>
        ) : null}
        {c.status === 'active' ? <ActiveActions c={c} /> : null}
        {(c.status === 'completed' || c.status === 'cancelled') && doc && c.documentId ? (
          <Button asChild variant="outline">
            <Link to={doc.viewPath(c.documentId)}>
              <FileText aria-hidden /> {t(doc.view)}
            </Link>
          </Button>
        ) : null}
        {c.status === 'completed' || c.status === 'cancelled' ? (
          <span className="self-center text-sm capitalize text-muted-foreground">{t('desk.consultationStatus', { status: c.status })}</span>
        ) : null}
      </div>
    </Card>
  );
}
