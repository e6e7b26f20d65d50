import { zodResolver } from '@hookform/resolvers/zod';
import { DEPARTMENTS } from '@sahay/domain/categories';
import { GENDERS, MEDICAL_REQUIRED_MESSAGE, MedicalIntakeSchema, type MedicalIntake, type MedicalIntakeInput } from '@sahay/domain/consultation-requests';
import { ArrowRight } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';

const resolver = zodResolver(MedicalIntakeSchema);
const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { male: 'Male', female: 'Female', other: 'Other' };
const selectClass =
  'h-11 w-full rounded-xl border border-border bg-surface px-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-danger';

interface IntakeStepProps {
  defaults: MedicalIntakeInput;
  onContinue: (intake: MedicalIntake, raw: MedicalIntakeInput) => void;
}

/** Spec 001 §2.2 / §4.1 step 1 'Patient Details': every field required, else 'Please fill all required fields'. */
export function IntakeStep({ defaults, onContinue }: IntakeStepProps) {
  const form = useForm<MedicalIntakeInput, unknown, MedicalIntake>({ resolver, defaultValues: defaults });
  const { errors } = form.formState;
  const invalid = (field: keyof MedicalIntakeInput) => (errors[field] ? true : undefined);
  const submit = form.handleSubmit(
    (intake) => onContinue(intake, form.getValues()),
    () => toast.error(MEDICAL_REQUIRED_MESSAGE),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Patient Details" className="space-y-4">
      <FormField id="consult-name" label="Full name" error={errors.name?.message}>
        {(d) => <Input id="consult-name" autoComplete="name" aria-invalid={invalid('name')} aria-describedby={d} {...form.register('name')} />}
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="consult-age" label="Age" error={errors.age?.message}>
          {(d) => <Input id="consult-age" type="number" inputMode="numeric" min={1} max={149} aria-invalid={invalid('age')} aria-describedby={d} {...form.register('age')} />}
        </FormField>
        <FormField id="consult-gender" label="Gender" error={errors.gender?.message}>
          {(d) => (
            <select id="consult-gender" className={selectClass} aria-invalid={invalid('gender')} aria-describedby={d} {...form.register('gender')}>
              <option value="">Select</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {GENDER_LABELS[gender]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField id="consult-phone" label="Phone number" error={errors.phone?.message}>
        {(d) => (
          <Input id="consult-phone" type="tel" inputMode="tel" autoComplete="tel-national" placeholder="10-digit mobile number" aria-invalid={invalid('phone')} aria-describedby={d} {...form.register('phone')} />
        )}
      </FormField>
      <FormField id="consult-department" label="Department" error={errors.department?.message}>
        {(d) => (
          <select id="consult-department" className={selectClass} aria-invalid={invalid('department')} aria-describedby={d} {...form.register('department')}>
            <option value="">Select a department</option>
            {DEPARTMENTS.map((department) => (
              <option key={department} value={department}>
                {department}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="consult-symptoms" label="Symptoms" error={errors.symptoms?.message}>
        {(d) => (
          <Textarea id="consult-symptoms" rows={4} placeholder="Describe what you feel and since when" aria-invalid={invalid('symptoms')} aria-describedby={d} {...form.register('symptoms')} />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full">
        Continue
        <ArrowRight aria-hidden />
      </Button>
    </form>
  );
}
