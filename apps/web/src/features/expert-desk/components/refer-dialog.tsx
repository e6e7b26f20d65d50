import { REFER_REASON_MIN } from '@sahay/domain/expert-desk';
import { FormProvider, useForm } from 'react-hook-form';
import { SelectField } from '@/components/forms/select-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/i18n/i18n';
import { toast } from '@/lib/toast';
import { groupName } from '@/lib/specialty-names';
import { EXPERT_DESK_AREA } from '../expert-desk-area';
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
  const { t } = useT(EXPERT_DESK_AREA);
  const form = useForm<ReferValues>({ defaultValues: { toExpertId: '', reason: '' } });
  // Each error goes as soon as its field is edited, and is checked again on the next press.
  const submit = form.handleSubmit(({ toExpertId, reason }) => {
    const tooShort = reason.trim().length < REFER_REASON_MIN;
    if (!toExpertId) form.setError('toExpertId', { message: t('desk.chooseReferExpert') });
    if (tooShort) form.setError('reason', { message: t('desk.referWhy', { min: REFER_REASON_MIN }) });
    if (!toExpertId || tooShort) return;
    refer.mutate(
      { id: consultationId, input: { toExpertId, reason: reason.trim() } },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast.success(t('desk.referred'), { description: t('desk.referredText') });
        },
      },
    );
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('desk.referTitle', { name: patientName })} description={t('desk.referText')}>
      <FormProvider {...form}>
        <div className="space-y-4">
          <SelectField<ReferValues>
            name="toExpertId"
            id="refer-to"
            label={t('desk.referTo')}
            disabled={targets.isPending}
            placeholder={targets.isPending ? t('desk.loadingExperts') : t('desk.chooseExpert')}
            options={(targets.data?.experts ?? []).map((e) => ({
              value: e.id,
              label: t(e.isOnline ? 'desk.referTargetOnline' : 'desk.referTarget', { name: e.name, specialization: groupName(t, e.specialization) }),
            }))}
          />
          <TextareaField<ReferValues> name="reason" id="refer-reason" label={t('desk.referReason')} rows={3} maxLength={500} />
        </div>
      </FormProvider>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('desk.cancel')}
        </Button>
        <Button onClick={() => void submit()} disabled={refer.isPending}>
          {refer.isPending ? t('desk.referring') : t('desk.refer')}
        </Button>
      </div>
    </Dialog>
  );
}
