import { DeletionRejectionSchema, type AdminDeletionRequest, type DeletionRejection } from '@sahay/domain/account-deletion';
import { Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ADMIN_AREA } from '@/components/admin-area';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { rich } from '@/i18n/rich-text';
import { toast } from '@/lib/toast';
import { useCompleteDeletion, useRejectDeletion } from '../api/deletion-requests-api';
import { formatCalendarDate, formatDateTime } from '@/lib/date-time';
import { deletionBlocker, Verification } from './deletion-verification';
import { deletionReasonMessage } from './deletion-reason-message';

function PendingActions({ request }: { request: AdminDeletionRequest }) {
  const { t } = useT(ADMIN_AREA);
  const complete = useCompleteDeletion();
  const reject = useRejectDeletion();
  const [step, setStep] = useState<'idle' | 'confirm' | 'reject'>('idle');
  const form = useForm<DeletionRejection>({ defaultValues: { reason: '' } });
  const canDelete = request.match ? deletionBlocker(request.match) === null : false;
  const busy = complete.isPending || reject.isPending;

  // The error goes as soon as the reason is edited, and is checked again on the next press.
  const sendRejection = form.handleSubmit((values) => {
    const parsed = DeletionRejectionSchema.safeParse(values);
    if (!parsed.success) {
      form.setError('reason', { message: deletionReasonMessage(t, parsed.error.issues[0]?.message) });
      return;
    }
    reject.mutate(
      { id: request.id, reason: parsed.data.reason },
      {
        onSuccess: () =>
          toast.success(t('admin.deletions.closedToast'), {
            description: t('admin.deletions.closedNote', { name: request.fullName ?? t('admin.deletions.thePerson') }),
          }),
      },
    );
  });

  if (step === 'reject') {
    return (
      <div className="space-y-3">
        <FormProvider {...form}>
          <TextareaField<DeletionRejection> name="reason" id={`reject-${request.id}`} label={t('admin.deletions.whyNot')} rows={3} />
        </FormProvider>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setStep('idle')} disabled={busy}>
            {t('admin.cancel')}
          </Button>
          <Button onClick={() => void sendRejection()} disabled={busy}>
            {reject.isPending ? t('admin.sending') : t('admin.deletions.sendAndClose')}
          </Button>
        </div>
      </div>
    );
  }
  if (step === 'confirm') {
    return (
      <div role="group" aria-label={t('admin.deletions.confirmGroup')} className="space-y-3 rounded-xl border border-danger/40 p-3">
        <p className="text-sm">{rich(t('admin.deletions.confirm', { name: request.match?.name ?? '' }), [(text) => <strong>{text}</strong>])}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setStep('idle')} disabled={busy}>
            {t('admin.deletions.keep')}
          </Button>
          <Button
            variant="danger"
            disabled={busy}
            onClick={() =>
              complete.mutate(request.id, {
                onSuccess: () => toast.success(t('admin.deletions.deleted'), { description: t('admin.deletions.deletedNote') }),
              })
            }
          >
            <Trash2 aria-hidden />
            {complete.isPending ? t('admin.deletions.deleting') : t('admin.deletions.deleteForGood')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" onClick={() => setStep('reject')}>
        <X aria-hidden />
        {t('admin.reject')}
      </Button>
      <Button variant="danger" onClick={() => setStep('confirm')} disabled={!canDelete}>
        <Trash2 aria-hidden />
        {t('admin.deletions.deleteAccount')}
      </Button>
    </div>
  );
}

/** One request from the /delete-account form, or the record of a closed one. */
export function DeletionRequestCard({ request }: { request: AdminDeletionRequest }) {
  const { t } = useT(ADMIN_AREA);
  const received = t('admin.received', { when: formatDateTime(request.createdAt) });
  if (request.status !== 'pending') {
    return (
      <Card className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm">
        <span>
          <strong>
            {request.kind === 'self_service'
              ? t('admin.deletions.bySelf')
              : request.status === 'completed'
                ? t('admin.deletions.requestDeleted')
                : t('admin.deletions.requestRejected')}
          </strong>
          <span className="block text-muted-foreground">{received}</span>
        </span>
        <span className="text-muted-foreground">
          {request.completedAt ? t('admin.deletions.closedAt', { when: formatDateTime(request.completedAt) }) : t('admin.deletions.closed')}
        </span>
      </Card>
    );
  }
  return (
    <Card role="article" aria-label={t('admin.deletions.from', { name: request.fullName ?? t('admin.deletions.unknown') })} className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{request.fullName}</p>
          <p className="break-all text-sm text-muted-foreground">
            {request.email} · {request.phone}
          </p>
        </div>
        <p className="text-xs text-muted-foreground">{received}</p>
      </div>
      {request.reason ? <p className="text-sm">“{request.reason}”</p> : <p className="text-sm text-muted-foreground">{t('admin.deletions.noReason')}</p>}
      <p className="text-sm">
        {rich(t('admin.deletions.deadlines', { answerBy: formatCalendarDate(request.respondBy), deleteBy: formatCalendarDate(request.deleteBy) }), [
          (text) => <strong>{text}</strong>,
          (text) => <strong>{text}</strong>,
        ])}
      </p>
      {request.match ? <Verification match={request.match} /> : null}
      <PendingActions request={request} />
    </Card>
  );
}
