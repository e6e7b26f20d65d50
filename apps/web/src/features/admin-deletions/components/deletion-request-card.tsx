import { DELETION_ADMIN_MESSAGES, DeletionRejectionSchema, type AdminDeletionRequest, type DeletionRejection } from '@sahay/domain/account-deletion';
import { AlertTriangle, CheckCircle2, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useCompleteDeletion, useRejectDeletion } from '../api/deletion-requests-api';
import { formatCalendarDate, formatDateTime } from '@/lib/date-time';

/** Why the account may not be deleted from here, or null when the request names a patient account with its phone. */
function blocker(match: NonNullable<AdminDeletionRequest['match']>): string | null {
  if (!match.accountFound) return DELETION_ADMIN_MESSAGES.noAccount;
  if (match.role !== 'patient') return DELETION_ADMIN_MESSAGES.staffAccount;
  if (!match.phoneMatches) return DELETION_ADMIN_MESSAGES.phoneMismatch;
  return null;
}

function Verification({ match }: { match: NonNullable<AdminDeletionRequest['match']> }) {
  const problem = blocker(match);
  if (!problem) {
    return (
      <p className="flex items-start gap-2 rounded-xl bg-success/10 p-3 text-sm">
        <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
        <span>
          Account found: <strong>{match.name}</strong> (patient). The email and phone both match it.
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {match.accountFound ? `Account found: ${match.name ?? 'unnamed'} (${match.role ?? 'unknown'}). ` : ''}
        {problem}
      </span>
    </p>
  );
}

function PendingActions({ request }: { request: AdminDeletionRequest }) {
  const complete = useCompleteDeletion();
  const reject = useRejectDeletion();
  const [step, setStep] = useState<'idle' | 'confirm' | 'reject'>('idle');
  const form = useForm<DeletionRejection>({ defaultValues: { reason: '' } });
  const canDelete = request.match ? blocker(request.match) === null : false;
  const busy = complete.isPending || reject.isPending;

  // The error goes as soon as the reason is edited, and is checked again on the next press.
  const sendRejection = form.handleSubmit((values) => {
    const parsed = DeletionRejectionSchema.safeParse(values);
    if (!parsed.success) {
      form.setError('reason', { message: parsed.error.issues[0]?.message });
      return;
    }
    reject.mutate(
      { id: request.id, reason: parsed.data.reason },
      { onSuccess: () => toast.success('Request closed', { description: `${request.fullName ?? 'The person'} is emailed the reason.` }) },
    );
  });

  if (step === 'reject') {
    return (
      <div className="space-y-3">
        <FormProvider {...form}>
          <TextareaField<DeletionRejection> name="reason" id={`reject-${request.id}`} label="Why can't we delete it? (emailed to the person)" rows={3} />
        </FormProvider>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setStep('idle')} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void sendRejection()} disabled={busy}>
            {reject.isPending ? 'Sending...' : 'Send and close'}
          </Button>
        </div>
      </div>
    );
  }
  if (step === 'confirm') {
    return (
      <div role="group" aria-label="Confirm deletion" className="space-y-3 rounded-xl border border-danger/40 p-3">
        <p className="text-sm">
          Delete <strong>{request.match?.name}</strong>’s account, consultations, records and chat files for good? Prescriptions stay with their doctors,
          without the name.
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setStep('idle')} disabled={busy}>
            Keep the account
          </Button>
          <Button
            variant="danger"
            disabled={busy}
            onClick={() =>
              complete.mutate(request.id, {
                onSuccess: () => toast.success('Account deleted', { description: 'The request is closed and keeps no personal details.' }),
              })
            }
          >
            <Trash2 aria-hidden />
            {complete.isPending ? 'Deleting...' : 'Delete for good'}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" onClick={() => setStep('reject')}>
        <X aria-hidden />
        Reject
      </Button>
      <Button variant="danger" onClick={() => setStep('confirm')} disabled={!canDelete}>
        <Trash2 aria-hidden />
        Delete account
      </Button>
    </div>
  );
}

/** One request from the /delete-account form, or the record of a closed one. */
export function DeletionRequestCard({ request }: { request: AdminDeletionRequest }) {
  if (request.status !== 'pending') {
    return (
      <Card className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm">
        <span>
          <strong>
            {request.kind === 'self_service'
              ? 'Deleted by the account holder'
              : request.status === 'completed'
                ? 'Request: account deleted'
                : 'Request: rejected'}
          </strong>
          <span className="block text-muted-foreground">Received {formatDateTime(request.createdAt)}</span>
        </span>
        <span className="text-muted-foreground">{request.completedAt ? `Closed ${formatDateTime(request.completedAt)}` : 'Closed'}</span>
      </Card>
    );
  }
  return (
    <Card role="article" aria-label={`Deletion request from ${request.fullName ?? 'unknown'}`} className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{request.fullName}</p>
          <p className="break-all text-sm text-muted-foreground">
            {request.email} · {request.phone}
          </p>
        </div>
        <p className="text-xs text-muted-foreground">Received {formatDateTime(request.createdAt)}</p>
      </div>
      {request.reason ? <p className="text-sm">“{request.reason}”</p> : <p className="text-sm text-muted-foreground">No reason given</p>}
      <p className="text-sm">
        Answer by <strong>{formatCalendarDate(request.respondBy)}</strong> · delete by <strong>{formatCalendarDate(request.deleteBy)}</strong>
      </p>
      {request.match ? <Verification match={request.match} /> : null}
      <PendingActions request={request} />
    </Card>
  );
}
