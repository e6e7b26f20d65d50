import type { DeskConsultation } from '@sahay/domain/expert-desk';
import { prescriptionThankYouPath, type PrescriptionInput } from '@sahay/domain/prescriptions';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from '@/lib/router';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { CheckboxField } from '@/components/forms/choice-fields';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/field';
import { TextareaField } from '@/components/forms/textarea-field';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { useIssuePrescription } from '../api/use-issue-documents';
import { genderLabel } from '../alerts/desk-alert-text';
import { EXPERT_DESK_AREA } from '../expert-desk-area';
import { EMPTY_MEDICINE, type PrescriptionValues } from './document-values';
import { prescriptionChecks } from './document-checks';
import { MedicineFields } from './medicine-fields';
import { IssueButton } from './issue-button';

const GENDERS = ['female', 'male', 'other'] as const;
const FIELDS = ['patientAge', 'patientGender', 'ageConfirmed', 'diagnosis', 'advice', 'followUp'] as const;

function defaults(c: DeskConsultation): PrescriptionValues {
  const gender = c.patientGender === 'male' || c.patientGender === 'female' || c.patientGender === 'other' ? c.patientGender : '';
  return {
    consultationId: c.id,
    patientAge: c.patientAge === null ? '' : String(c.patientAge),
    patientGender: gender,
    ageConfirmed: false,
    diagnosis: '',
    medicines: [{ ...EMPTY_MEDICINE }],
    advice: '',
    followUp: '',
  };
}

/** Issue 7 part 4: the doctor's prescription, in the Telemedicine Practice Guidelines 2020 format. */
export function PrescriptionForm({ consultation }: { consultation: DeskConsultation }) {
  const navigate = useNavigate();
  const issue = useIssuePrescription();
  const { t } = useT(EXPERT_DESK_AREA);
  const form = useForm<PrescriptionValues>({ resolver: prescriptionChecks.resolver, defaultValues: defaults(consultation) });
  useEffect(() => void prescriptionChecks.preload().catch(() => undefined), []);
  const onSubmit = form.handleSubmit((values) =>
    issue.mutate(values as unknown as PrescriptionInput, {
      onSuccess: (p) =>
        void navigate(
          prescriptionThankYouPath({
            patientName: p.patient.name,
            patientPhone: p.patient.phone ?? '',
            problem: consultation.problem ?? p.diagnosis,
            prescriptionId: p.id,
          }),
        ),
      onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
    }),
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('desk.rx.form')}>
        <Card className="space-y-4 p-4 sm:p-6">
          <h2 className="text-lg font-semibold">{t('desk.rx.patient')}</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField<PrescriptionValues> name="patientAge" id="rx-age" label={t('desk.rx.age')} type="number" inputMode="numeric" min={0} max={120} />
            <SelectField<PrescriptionValues>
              name="patientGender"
              id="rx-gender"
              label={t('desk.rx.gender')}
              placeholder={t('desk.rx.choose')}
              options={GENDERS.map((gender) => ({ value: gender, label: genderLabel(gender) }))}
            />
          </div>
          <CheckboxField<PrescriptionValues> name="ageConfirmed" id="rx-age-confirm">
            {t('desk.rx.ageConfirmed')}
          </CheckboxField>
        </Card>
        <Card className="space-y-4 p-4 sm:p-6">
          <TextareaField<PrescriptionValues> name="diagnosis" id="rx-diagnosis" label={t('desk.rx.diagnosis')} rows={2} />
          <MedicineFields />
          <TextareaField<PrescriptionValues> name="advice" id="rx-advice" label={t('desk.rx.advice')} rows={3} />
          <TextField<PrescriptionValues> name="followUp" id="rx-follow-up" label={t('desk.rx.followUp')} placeholder={t('desk.rx.followUpExample')} />
          <p className="text-sm italic text-muted-foreground">{t('desk.rx.sentence', { text: t('desk.rx.teleconsultation') })}</p>
        </Card>
        <IssueButton pending={issue.isPending} label={t('desk.rx.issue')} busyLabel={t('desk.rx.issuing')} />
      </form>
    </FormProvider>
  );
}
