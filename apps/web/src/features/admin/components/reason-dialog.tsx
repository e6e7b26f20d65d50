import { REVIEW_REASON_MAX } from '@sahay/domain/expert-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

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
  // The error goes as soon as the reason is edited, and is checked again on the next press.
  const form = useForm<ReasonValues>({ defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) => {
    if (reason.trim().length < REASON_MIN) {
      form.setError('reason', { message: `Tell the expert why (at least ${REASON_MIN} characters)` });
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
          label="Reason"
          hint="The expert receives this by email and WhatsApp"
          rows={4}
          maxLength={REVIEW_REASON_MAX}
        />
      </FormProvider>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void submit()} disabled={pending}>
          {pending ? 'Saving...' : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
