import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useRefer, useReferralTargets } from '../api/desk-query';

interface Props {
  consultationId: string;
  patientName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Hands the consultation to a colleague of the same field; it waits for them to accept (issue 7 part 2). */
export function ReferDialog({ consultationId, patientName, open, onOpenChange }: Props) {
  const targets = useReferralTargets(open);
  const refer = useRefer();
  const [toExpertId, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ to?: string; reason?: string }>({});
  const submit = () => {
    const next = {
      to: toExpertId ? undefined : 'Choose the expert to refer to',
      reason: reason.trim().length >= 5 ? undefined : 'Say why you refer (at least 5 characters)',
    };
    setErrors(next);
    if (next.to || next.reason) return;
    refer.mutate(
      { id: consultationId, input: { toExpertId, reason: reason.trim() } },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast.success('Consultation referred', { description: 'It waits for your colleague to accept it.' });
        },
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Refer ${patientName}`}
      description="Choose a colleague in your field. The patient keeps their history."
    >
      <div className="space-y-4">
        <FormField id="refer-to" label="Refer to" error={errors.to}>
          {(describedBy) => (
            <NativeSelect id="refer-to" value={toExpertId} onChange={(e) => setTo(e.target.value)} aria-describedby={describedBy} disabled={targets.isPending}>
              <option value="">{targets.isPending ? 'Loading experts...' : 'Choose an expert'}</option>
              {targets.data?.experts.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name} · {e.specialization}
                  {e.isOnline ? ' · online' : ''}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="refer-reason" label="Reason" error={errors.reason}>
          {(describedBy) => (
            <Textarea id="refer-reason" rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} aria-describedby={describedBy} />
          )}
        </FormField>
      </div>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={refer.isPending}>
          {refer.isPending ? 'Referring...' : 'Refer'}
        </Button>
      </div>
    </Dialog>
  );
}
