import { REVIEW_REASON_MAX } from '@sahay/domain/expert-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { ADMIN_AREA } from '@/components/admin-area';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/i18n/i18n';

// The domain's ExpertReviewSchema asks the same minimum ('Tell the expert why (at least 10 characters)').
const REASON_MIN = 10;

interface ReasonValues {
  reason: string;
}

interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
}

/** Asks for the reason the expert will be told (rejection, suspension). */
export function ReasonDialog({ open, onOpenChange, title, description, confirmLabel, pending, onConfirm }: ReasonDialogProps) {
  const { t } = useT(ADMIN_AREA);
  // The error goes as soon as the reason is edited, and is checked again on the next press.
  const form = useForm<ReasonValues>({ defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) => {
    if (reason.trim().length < REASON_MIN) {
      form.setError('reason', { message: t('admin.reasonDialog.tooShort', { min: REASON_MIN }) });
      return;
    }
    onConfirm(reason.trim());
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <FormProvider {...form}>
        <TextareaField<ReasonValues>
          name="reason"
          id="review-reason"
          label={t('admin.reason')}
          hint={t('admin.reasonDialog.hint')}
          rows={4}
          maxLength={REVIEW_REASON_MAX}
        />
      </FormProvider>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('admin.cancel')}
        </Button>
        <Button variant="danger" onClick={() => void submit()} disabled={pending}>
          {pending ? t('admin.saving') : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
