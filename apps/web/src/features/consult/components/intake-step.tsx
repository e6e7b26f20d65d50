import { zodResolver } from '@hookform/resolvers/zod';
import { DEPARTMENTS } from '@sahay/domain/categories';
import { GENDERS, MEDICAL_REQUIRED_MESSAGE, MedicalIntakeSchema, type MedicalIntake, type MedicalIntakeInput } from '@sahay/domain/consultation-requests';
import { ArrowRight } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { PersonChooser } from '@/components/person-chooser';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/field';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { usePersonPrefill, type PrefillFields } from '@/lib/person-prefill';
import { toast } from '@/lib/toast';

const resolver = zodResolver(MedicalIntakeSchema);
const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { male: 'Male', female: 'Female', other: 'Other' };
const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }));
const Text = TextField<MedicalIntakeInput>;
const Textarea = TextareaField<MedicalIntakeInput>;
const Select = SelectField<MedicalIntakeInput>;
const PREFILL: PrefillFields<MedicalIntakeInput> = { name: 'name', phone: 'phone', age: 'age', gender: 'gender' };

interface IntakeStepProps {
  defaults: MedicalIntakeInput;
  onContinue: (intake: MedicalIntake, raw: MedicalIntakeInput) => void;
}

/** Spec 001 §2.2 / §4.1 step 1 'Patient Details': every field required, else 'Please fill all required fields'. */
export function IntakeStep({ defaults, onContinue }: IntakeStepProps) {
  const form = useForm<MedicalIntakeInput, unknown, MedicalIntake>({ resolver, defaultValues: defaults });
  // Issue 21 part 3: name, phone, age and gender from the profile, or from the family member chosen under 'Who is this
  // for?' (issue 14 part 8; an age under one year is left for the person to type); what the person types stays theirs.
  const person = usePersonPrefill(form, PREFILL, { memberField: 'familyMemberId', initialMemberId: defaults.familyMemberId ?? null });
  const submit = form.handleSubmit(
    (intake) => onContinue(intake, form.getValues()),
    () => toast.error(MEDICAL_REQUIRED_MESSAGE),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Patient Details" className="space-y-4">
        {person.members.length > 0 ? (
          <PersonChooser legend="Who is this for?" members={person.members} value={person.memberId} onChange={person.choose} />
        ) : null}
        <Text name="name" id="consult-name" label="Full name" autoComplete="name" />
        <div className="grid grid-cols-2 gap-3">
          <Text name="age" id="consult-age" label="Age" type="number" inputMode="numeric" min={1} max={149} />
          <Select name="gender" id="consult-gender" label="Gender" placeholder="Select" options={GENDER_OPTIONS} />
        </div>
        <Text
          name="phone"
          id="consult-phone"
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
        />
        <Select name="department" id="consult-department" label="Department" placeholder="Select a department" options={DEPARTMENTS} />
        <Textarea name="symptoms" id="consult-symptoms" label="Symptoms" rows={4} placeholder="Describe what you feel and since when" />
        <Button type="submit" size="lg" className="w-full">
          Continue
          <ArrowRight aria-hidden />
        </Button>
      </form>
    </FormProvider>
  );
}
