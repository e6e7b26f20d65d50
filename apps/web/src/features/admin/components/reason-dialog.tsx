import { REVIEW_REASON_MAX } from '@sahay/domain/expert-admin';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

const REASON_MIN = 10;

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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    if (reason.trim().length < REASON_MIN) {
      setError(`Tell the expert why (at least ${REASON_MIN} characters)`);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <FormField id="review-reason" label="Reason" error={error} hint="The expert receives this by email and WhatsApp">
        {(describedBy) => (
          <Textarea
            id="review-reason"
            rows={4}
            maxLength={REVIEW_REASON_MAX}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={pending} className="bg-danger hover:bg-danger/90">
          {pending ? 'Saving...' : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
