import { FormProvider, useForm } from 'react-hook-form';
import { SelectField } from '@/components/forms/select-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useRefer, useReferralTargets } from '../api/desk-query';

interface Props {
  consultationId: string;
  patientName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface ReferValues {
  toExpertId: string;
  reason: string;
}

/** Hands the consultation to a colleague of the same field; it waits for them to accept (issue 7 part 2). */
export function ReferDialog({ consultationId, patientName, open, onOpenChange }: Props) {
  const targets = useReferralTargets(open);
  const refer = useRefer();
  const form = useForm<ReferValues>({ defaultValues: { toExpertId: '', reason: '' } });
  // Each error goes as soon as its field is edited, and is checked again on the next press.
  const submit = form.handleSubmit(({ toExpertId, reason }) => {
    const tooShort = reason.trim().length < 5;
    if (!toExpertId) form.setError('toExpertId', { message: 'Choose the expert to refer to' });
    if (tooShort) form.setError('reason', { message: 'Say why you refer (at least 5 characters)' });
    if (!toExpertId || tooShort) return;
    refer.mutate(
      { id: consultationId, input: { toExpertId, reason: reason.trim() } },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast.success('Consultation referred', { description: 'It waits for your colleague to accept it.' });
        },
      },
    );
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Refer ${patientName}`}
      description="Choose a colleague in your field. The patient keeps their history."
    >
      <FormProvider {...form}>
        <div className="space-y-4">
          <SelectField<ReferValues>
            name="toExpertId"
            id="refer-to"
            label="Refer to"
            disabled={targets.isPending}
            placeholder={targets.isPending ? 'Loading experts...' : 'Choose an expert'}
            options={(targets.data?.experts ?? []).map((e) => ({ value: e.id, label: `${e.name} · ${e.specialization}${e.isOnline ? ' · online' : ''}` }))}
          />
          <TextareaField<ReferValues> name="reason" id="refer-reason" label="Reason" rows={3} maxLength={500} />
        </div>
      </FormProvider>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} disabled={refer.isPending}>
          {refer.isPending ? 'Referring...' : 'Refer'}
        </Button>
      </div>
    </Dialog>
  );
}
