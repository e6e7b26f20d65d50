import { REFUND_WINDOW_DAYS } from '@sahay/domain/legal';
import { REFUND_REASON_MAX_LENGTH, RefundRequestInputSchema, type RefundRequestInput } from '@sahay/domain/refunds';
import type { DashboardAppointment } from '@sahay/domain/dashboard-schemas';
import { FormProvider, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/date-time';
import { toast } from '@/lib/toast';
import { useRequestRefund } from '../api/refund-request';
import { appointmentWho } from './appointment-who';

/**
 * "Request a refund" on a paid appointment (issue 19 part 6): the reason, checked as the server checks it. Loaded
 * only when opened, so the dashboard's first load does not grow (scripts/check-bundle-budget.mjs).
 */
export default function RefundDialog({ a, onClose }: { a: DashboardAppointment; onClose: () => void }) {
  const appointmentId = a.id;
  const what = `${appointmentWho(a)}, ${formatDateTime(a.at)}`;
  const request = useRequestRefund(appointmentId);
  const form = useForm<RefundRequestInput>({ defaultValues: { reason: '' } });
  // The error goes as soon as the reason is edited, and is checked again on the next press.
  const submit = form.handleSubmit((values) => {
    const parsed = RefundRequestInputSchema.safeParse(values);
    if (!parsed.success) {
      form.setError('reason', { message: parsed.error.issues[0]?.message }, { shouldFocus: true });
      return;
    }
    request.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Refund request sent', { description: 'Sahay decides and tells you by SMS; your dashboard shows where it stands.' });
        onClose();
      },
      onError: (error) => applyServerFieldErrors(error, ['reason'], form.setError),
    });
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Request a refund"
      description={`${what}. Refunds can be asked for up to ${REFUND_WINDOW_DAYS} days after the consultation, not once it is completed. Once approved, the money goes back to how you paid.`}
    >
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Request a refund" className="space-y-4">
          <TextareaField<RefundRequestInput>
            name="reason"
            id={`refund-reason-${appointmentId}`}
            label="Why do you want a refund?"
            rows={4}
            maxLength={REFUND_REASON_MAX_LENGTH}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? 'Sending...' : 'Request refund'}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Dialog>
  );
}
