import { zodResolver } from '@hookform/resolvers/zod';
import { DEPARTMENTS } from '@sahay/domain/categories';
import { GENDERS, MedicalIntakeSchema, type MedicalIntake, type MedicalIntakeInput } from '@sahay/domain/consultation-requests';
import { ArrowRight } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { PersonChooser } from '@/components/person-chooser';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/field';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { usePersonPrefill, type PrefillFields } from '@/lib/person-prefill';
import { toast } from '@/lib/toast';
import { useT } from '@/i18n/i18n';
import { groupName } from '@/lib/specialty-names';
import { CONSULT_AREA } from '../consult-area';

const resolver = zodResolver(MedicalIntakeSchema);
const GENDER_LABELS = { male: 'consult.male', female: 'consult.female', other: 'consult.other' } as const satisfies Record<(typeof GENDERS)[number], string>;
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
  const { t } = useT(CONSULT_AREA);
  const genderOptions = GENDERS.map((gender) => ({ value: gender, label: t(GENDER_LABELS[gender]) }));
  const departmentOptions = DEPARTMENTS.map((department) => ({ value: department, label: groupName(t, department) }));
  const form = useForm<MedicalIntakeInput, unknown, MedicalIntake>({ resolver, defaultValues: defaults });
  // Issue 21 part 3: name, phone, age and gender from the profile, or from the family member chosen under 'Who is this
  // for?' (issue 14 part 8; an age under one year is left for the person to type); what the person types stays theirs.
  const person = usePersonPrefill(form, PREFILL, { memberField: 'familyMemberId', initialMemberId: defaults.familyMemberId ?? null });
  const submit = form.handleSubmit(
    (intake) => onContinue(intake, form.getValues()),
    () => toast.error(t('consult.required')),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t('consult.step.details')} className="space-y-4">
        {person.members.length > 0 ? (
          <PersonChooser legend={t('consult.whoFor')} members={person.members} value={person.memberId} onChange={person.choose} />
        ) : null}
        <Text name="name" id="consult-name" label={t('consult.fullName')} autoComplete="name" />
        <div className="grid grid-cols-2 gap-3">
          <Text name="age" id="consult-age" label={t('consult.age')} type="number" inputMode="numeric" min={1} max={149} />
          <Select name="gender" id="consult-gender" label={t('consult.gender')} placeholder={t('consult.select')} options={genderOptions} />
        </div>
        <Text
          name="phone"
          id="consult-phone"
          label={t('consult.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t('consult.phonePlaceholder')}
        />
        <Select
          name="department"
          id="consult-department"
          label={t('consult.department')}
          placeholder={t('consult.selectDepartment')}
          options={departmentOptions}
        />
        <Textarea name="symptoms" id="consult-symptoms" label={t('consult.symptoms')} rows={4} placeholder={t('consult.symptomsPlaceholder')} />
        <Button type="submit" size="lg" className="w-full">
          {t('consult.continue')}
          <ArrowRight aria-hidden />
        </Button>
      </form>
    </FormProvider>
  );
}
