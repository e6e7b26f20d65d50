import type { DeskConsultation } from '@sahay/domain/expert-desk';
import { prescriptionThankYouPath, TELECONSULTATION_LINE, type PrescriptionInput } from '@sahay/domain/prescriptions';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from '@/lib/router';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { CheckboxField } from '@/components/forms/choice-fields';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/field';
import { TextareaField } from '@/components/forms/textarea-field';
import { Card } from '@/components/ui/card';
import { useIssuePrescription } from '../api/use-issue-documents';
import { EMPTY_MEDICINE, type PrescriptionValues } from './document-values';
import { prescriptionChecks } from './document-checks';
import { MedicineFields } from './medicine-fields';
import { IssueButton } from './issue-button';

const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];
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
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Prescription">
        <Card className="space-y-4 p-4 sm:p-6">
          <h2 className="text-lg font-semibold">Patient</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField<PrescriptionValues> name="patientAge" id="rx-age" label="Age (years)" type="number" inputMode="numeric" min={0} max={120} />
            <SelectField<PrescriptionValues> name="patientGender" id="rx-gender" label="Gender" placeholder="Choose" options={GENDERS} />
          </div>
          <CheckboxField<PrescriptionValues> name="ageConfirmed" id="rx-age-confirm">
            I have confirmed the patient’s age with them (Telemedicine Practice Guidelines 2020)
          </CheckboxField>
        </Card>
        <Card className="space-y-4 p-4 sm:p-6">
          <TextareaField<PrescriptionValues> name="diagnosis" id="rx-diagnosis" label="Diagnosis or provisional diagnosis" rows={2} />
          <MedicineFields />
          <TextareaField<PrescriptionValues> name="advice" id="rx-advice" label="Advice (optional)" rows={3} />
          <TextField<PrescriptionValues>
            name="followUp"
            id="rx-follow-up"
            label="Follow-up (optional)"
            placeholder="e.g. In 1 week, or sooner if the fever returns"
          />
          <p className="text-sm italic text-muted-foreground">{TELECONSULTATION_LINE}.</p>
        </Card>
        <IssueButton pending={issue.isPending} label="Issue prescription" busyLabel="Issuing..." />
      </form>
    </FormProvider>
  );
}
