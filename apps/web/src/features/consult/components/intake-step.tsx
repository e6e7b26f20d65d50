import { zodResolver } from '@hookform/resolvers/zod';
import { DEPARTMENTS } from '@sahay/domain/categories';
import { GENDERS, MEDICAL_REQUIRED_MESSAGE, MedicalIntakeSchema, type MedicalIntake, type MedicalIntakeInput } from '@sahay/domain/consultation-requests';
import { ageInYears } from '@sahay/domain/family-members';
import { indiaDate } from '@sahay/domain/india-date';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { PersonChooser } from '@/components/person-chooser';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/field';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth-client';
import { useFamilyMembers } from '@/lib/family-members-query';
import { toast } from '@/lib/toast';

const resolver = zodResolver(MedicalIntakeSchema);
const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { male: 'Male', female: 'Female', other: 'Other' };
const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }));
const Text = TextField<MedicalIntakeInput>;
const Textarea = TextareaField<MedicalIntakeInput>;
const Select = SelectField<MedicalIntakeInput>;

interface IntakeStepProps {
  defaults: MedicalIntakeInput;
  onContinue: (intake: MedicalIntake, raw: MedicalIntakeInput) => void;
}

/** Spec 001 §2.2 / §4.1 step 1 'Patient Details': every field required, else 'Please fill all required fields'. */
export function IntakeStep({ defaults, onContinue }: IntakeStepProps) {
  const form = useForm<MedicalIntakeInput, unknown, MedicalIntake>({ resolver, defaultValues: defaults });
  // Issue 14 part 8: 'Who is this for?' when the signed-in patient has family members; a member fills in their
  // name, age (from the date of birth; an age under one year is left for the person to type) and gender.
  const { user } = useSession();
  const family = useFamilyMembers(user?.role === 'patient');
  const members = family.data?.members ?? [];
  const [forMember, setForMember] = useState<string | null>(defaults.familyMemberId ?? null);
  const choose = (id: string | null) => {
    setForMember(id);
    const member = members.find((m) => m.id === id);
    form.setValue('familyMemberId', member?.id);
    if (!member) return;
    const age = ageInYears(member.dateOfBirth, indiaDate(new Date()));
    form.setValue('name', member.name);
    form.setValue('age', age >= 1 ? age : '');
    form.setValue('gender', member.gender);
  };
  const submit = form.handleSubmit(
    (intake) => onContinue(intake, form.getValues()),
    () => toast.error(MEDICAL_REQUIRED_MESSAGE),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Patient Details" className="space-y-4">
        {members.length > 0 ? <PersonChooser legend="Who is this for?" members={members} value={forMember} onChange={choose} /> : null}
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
