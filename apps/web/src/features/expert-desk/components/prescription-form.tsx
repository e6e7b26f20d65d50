import type { DeskConsultation } from '@sahay/domain/expert-desk';
import { prescriptionThankYouPath, TELECONSULTATION_LINE, type PrescriptionInput } from '@sahay/domain/prescriptions';
import { FileCheck2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useIssuePrescription } from '../api/use-issue-documents';
import { EMPTY_MEDICINE, type PrescriptionValues } from './document-values';
import { prescriptionChecks } from './document-checks';
import { MedicineFields } from './medicine-fields';

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
  const { errors } = form.formState;
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
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Prescription">
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold">Patient</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="rx-age" label="Age (years)" error={errors.patientAge?.message}>
            {(d) => (
              <Input
                id="rx-age"
                type="number"
                inputMode="numeric"
                min={0}
                max={120}
                aria-invalid={errors.patientAge ? true : undefined}
                aria-describedby={d}
                {...form.register('patientAge')}
              />
            )}
          </FormField>
          <FormField id="rx-gender" label="Gender" error={errors.patientGender?.message}>
            {(d) => (
              <NativeSelect id="rx-gender" aria-describedby={d} aria-invalid={errors.patientGender ? true : undefined} {...form.register('patientGender')}>
                <option value="">Choose</option>
                <option value="female">Female</option>
                <option value="male">Male</option>
                <option value="other">Other</option>
              </NativeSelect>
            )}
          </FormField>
        </div>
        <div>
          <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-border p-3 text-sm has-[:checked]:border-primary">
            <input
              type="checkbox"
              className="mt-0.5 size-5 accent-[var(--color-primary)]"
              aria-describedby={errors.ageConfirmed ? 'rx-age-confirm-error' : undefined}
              {...form.register('ageConfirmed')}
            />
            <span>I have confirmed the patient’s age with them (Telemedicine Practice Guidelines 2020)</span>
          </label>
          {errors.ageConfirmed ? (
            <p id="rx-age-confirm-error" role="alert" className="mt-1 text-sm font-medium text-danger">
              {errors.ageConfirmed.message}
            </p>
          ) : null}
        </div>
      </Card>
      <Card className="space-y-4 p-4 sm:p-6">
        <FormField id="rx-diagnosis" label="Diagnosis or provisional diagnosis" error={errors.diagnosis?.message}>
          {(d) => (
            <Textarea id="rx-diagnosis" rows={2} aria-invalid={errors.diagnosis ? true : undefined} aria-describedby={d} {...form.register('diagnosis')} />
          )}
        </FormField>
        <MedicineFields form={form} />
        <FormField id="rx-advice" label="Advice (optional)" error={errors.advice?.message}>
          {(d) => <Textarea id="rx-advice" rows={3} aria-describedby={d} {...form.register('advice')} />}
        </FormField>
        <FormField id="rx-follow-up" label="Follow-up (optional)" error={errors.followUp?.message}>
          {(d) => <Input id="rx-follow-up" placeholder="e.g. In 1 week, or sooner if the fever returns" aria-describedby={d} {...form.register('followUp')} />}
        </FormField>
        <p className="text-sm italic text-muted-foreground">{TELECONSULTATION_LINE}.</p>
      </Card>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={issue.isPending}>
        <FileCheck2 aria-hidden /> {issue.isPending ? 'Issuing...' : 'Issue prescription'}
      </Button>
    </form>
  );
}
