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
import { useT } from '@/i18n/i18n';
import { DASHBOARD_AREA } from '../dashboard-area';

/**
 * "Request a refund" on a paid appointment (issue 19 part 6): the reason, checked as the server checks it. Loaded
 * only when opened, so the dashboard's first load does not grow (scripts/check-bundle-budget.mjs).
 */
export default function RefundDialog({ a, onClose }: { a: DashboardAppointment; onClose: () => void }) {
  const { t } = useT(DASHBOARD_AREA);
  const appointmentId = a.id;
  const what = `${appointmentWho(a, t)}, ${formatDateTime(a.at)}`;
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
        toast.success(t('dashboard.refundSent'), { description: t('dashboard.refundSentText') });
        onClose();
      },
      onError: (error) => applyServerFieldErrors(error, ['reason'], form.setError),
    });
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('dashboard.requestRefund')}
      description={t('dashboard.refundRules', { what, days: REFUND_WINDOW_DAYS })}
    >
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('dashboard.requestRefund')} className="space-y-4">
          <TextareaField<RefundRequestInput>
            name="reason"
            id={`refund-reason-${appointmentId}`}
            label={t('dashboard.refundWhy')}
            rows={4}
            maxLength={REFUND_REASON_MAX_LENGTH}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t('dashboard.cancel')}
            </Button>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? t('dashboard.sending') : t('dashboard.requestRefundButton')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Dialog>
  );
}
