import { RefundDeclineSchema, REFUND_REASON_MAX_LENGTH, type AdminRefundRequest, type RefundDecline } from '@sahay/domain/refunds';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ADMIN_AREA } from '@/components/admin-area';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { formatRupeesAndPaise } from '@/i18n/format';
import { formatDateTime } from '@/lib/date-time';
import { toast } from '@/lib/toast';
import { useApproveRefund, useDeclineRefund } from '../api/refund-requests-api';
import { declineReasonMessage } from './decline-reason-message';

const inr = (paise: number) => formatRupeesAndPaise(paise / 100);

function PendingActions({ request }: { request: AdminRefundRequest }) {
  const { t } = useT(ADMIN_AREA);
  const approve = useApproveRefund();
  const decline = useDeclineRefund();
  const [declining, setDeclining] = useState(false);
  const form = useForm<RefundDecline>({ defaultValues: { reason: '' } });
  const busy = approve.isPending || decline.isPending;
  const amount = inr(request.amount);
  // The error goes as soon as the reason is edited, and is checked again on the next press.
  const sendDecline = form.handleSubmit((values) => {
    const parsed = RefundDeclineSchema.safeParse(values);
    if (!parsed.success) {
      form.setError('reason', { message: declineReasonMessage(t, parsed.error.issues[0]?.message) }, { shouldFocus: true });
      return;
    }
    decline.mutate(
      { id: request.id, reason: parsed.data.reason },
      {
        onSuccess: () => toast.success(t('admin.refunds.declinedToast'), { description: t('admin.refunds.declinedNote') }),
        onError: (error) => applyServerFieldErrors(error, ['reason'], form.setError),
      },
    );
  });
  if (declining) {
    return (
      <div className="space-y-3">
        <FormProvider {...form}>
          <TextareaField<RefundDecline>
            name="reason"
            id={`decline-${request.id}`}
            label={t('admin.refunds.whyDeclined')}
            rows={3}
            maxLength={REFUND_REASON_MAX_LENGTH}
          />
        </FormProvider>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setDeclining(false)} disabled={busy}>
            {t('admin.cancel')}
          </Button>
          <Button onClick={() => void sendDecline()} disabled={busy}>
            {decline.isPending ? t('admin.sending') : t('admin.refunds.declineAndTell')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" onClick={() => setDeclining(true)} disabled={busy}>
        <X aria-hidden />
        {t('admin.refunds.decline')}
      </Button>
      <Button
        disabled={busy}
        onClick={() =>
          approve.mutate(request.id, {
            onSuccess: () => toast.success(t('admin.refunds.refunded'), { description: t('admin.refunds.refundedNote', { amount }) }),
          })
        }
      >
        <Check aria-hidden />
        {approve.isPending ? t('admin.refunds.refunding') : t('admin.refunds.approveAndRefund', { amount })}
      </Button>
    </div>
  );
}

function Decision({ request }: { request: AdminRefundRequest }) {
  const { t } = useT(ADMIN_AREA);
  let decision: string;
  if (request.status === 'approved')
    decision = request.refundedAt ? t('admin.refunds.approvedRefunded', { when: formatDateTime(request.refundedAt) }) : t('admin.refunds.approved');
  else decision = t('admin.refunds.declined', { reason: request.declineReason ?? '' });
  return (
    <p className="text-sm font-medium">
      {decision}
      {request.decidedBy ? ` · ${t('admin.refunds.by', { name: request.decidedBy })}` : ''}
    </p>
  );
}

/** One patient's refund request: what was paid for, why they ask, and the decision. */
export function RefundRequestCard({ request }: { request: AdminRefundRequest }) {
  const { t } = useT(ADMIN_AREA);
  const who = request.patientName ?? t('admin.refunds.aPatient');
  return (
    <Card role="article" aria-label={t('admin.refunds.from', { name: who })} className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">
            {who} · {inr(request.amount)}
          </p>
          <p className="text-sm text-muted-foreground">
            {request.expertName ? t('admin.refunds.with', { name: request.expertName }) : t('admin.refunds.consultation')}
            {request.appointmentAt ? `, ${formatDateTime(request.appointmentAt)}` : ''} · {t('admin.refunds.receipt', { receipt: request.receipt })}
          </p>
        </div>
        <p className="text-xs text-muted-foreground">{t('admin.refunds.asked', { when: formatDateTime(request.requestedAt) })}</p>
      </div>
      <p className="text-sm">“{request.reason}”</p>
      {request.status === 'pending' ? <PendingActions request={request} /> : <Decision request={request} />}
    </Card>
  );
}
