import { RefundDeclineSchema, REFUND_REASON_MAX_LENGTH, type AdminRefundRequest, type RefundDecline } from '@sahay/domain/refunds';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/date-time';
import { toast } from '@/lib/toast';
import { useApproveRefund, useDeclineRefund } from '../api/refund-requests-api';

const inr = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

function PendingActions({ request }: { request: AdminRefundRequest }) {
  const approve = useApproveRefund();
  const decline = useDeclineRefund();
  const [declining, setDeclining] = useState(false);
  const form = useForm<RefundDecline>({ defaultValues: { reason: '' } });
  const busy = approve.isPending || decline.isPending;
  // The error goes as soon as the reason is edited, and is checked again on the next press.
  const sendDecline = form.handleSubmit((values) => {
    const parsed = RefundDeclineSchema.safeParse(values);
    if (!parsed.success) {
      form.setError('reason', { message: parsed.error.issues[0]?.message }, { shouldFocus: true });
      return;
    }
    decline.mutate(
      { id: request.id, reason: parsed.data.reason },
      {
        onSuccess: () => toast.success('Request declined', { description: 'The patient is told the reason by SMS.' }),
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
            label="Why is it declined? (sent to the patient)"
            rows={3}
            maxLength={REFUND_REASON_MAX_LENGTH}
          />
        </FormProvider>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setDeclining(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void sendDecline()} disabled={busy}>
            {decline.isPending ? 'Sending...' : 'Decline and tell the patient'}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" onClick={() => setDeclining(true)} disabled={busy}>
        <X aria-hidden />
        Decline
      </Button>
      <Button
        disabled={busy}
        onClick={() =>
          approve.mutate(request.id, { onSuccess: () => toast.success('Refunded', { description: `${inr(request.amount)} goes back to the patient.` }) })
        }
      >
        <Check aria-hidden />
        {approve.isPending ? 'Refunding...' : `Approve and refund ${inr(request.amount)}`}
      </Button>
    </div>
  );
}

/** One patient's refund request: what was paid for, why they ask, and the decision. */
export function RefundRequestCard({ request }: { request: AdminRefundRequest }) {
  const who = request.patientName ?? 'A patient';
  return (
    <Card role="article" aria-label={`Refund request from ${who}`} className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">
            {who} · {inr(request.amount)}
          </p>
          <p className="text-sm text-muted-foreground">
            {request.expertName ? `With ${request.expertName}` : 'Consultation'}
            {request.appointmentAt ? `, ${formatDateTime(request.appointmentAt)}` : ''} · receipt {request.receipt}
          </p>
        </div>
        <p className="text-xs text-muted-foreground">Asked {formatDateTime(request.requestedAt)}</p>
      </div>
      <p className="text-sm">“{request.reason}”</p>
      {request.status === 'pending' ? (
        <PendingActions request={request} />
      ) : (
        <p className="text-sm font-medium">
          {request.status === 'approved'
            ? `Approved${request.refundedAt ? `, refunded ${formatDateTime(request.refundedAt)}` : ''}`
            : `Declined: ${request.declineReason ?? ''}`}
          {request.decidedBy ? ` · by ${request.decidedBy}` : ''}
        </p>
      )}
    </Card>
  );
}
