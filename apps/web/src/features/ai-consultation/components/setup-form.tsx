import { zodResolver } from '@hookform/resolvers/zod';
import {
  PRE_CONSULTATION_SPECIALTIES,
  PRE_CONSULTATION_SPECIALTY_LABELS,
  PreConsultationFormSchema,
  URGENCY_LABELS,
  URGENCY_LEVELS,
  type PreConsultationForm,
  type PreConsultationFormValues,
} from '@sahay/domain';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { PersonChooser } from '@/components/person-chooser';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/field';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { usePersonPrefill, type PrefillFields } from '@/lib/person-prefill';

const Text = TextField<PreConsultationForm>;
const Textarea = TextareaField<PreConsultationForm>;
const Select = SelectField<PreConsultationForm>;
const SPECIALTY_OPTIONS = PRE_CONSULTATION_SPECIALTIES.map((value) => ({ value, label: PRE_CONSULTATION_SPECIALTY_LABELS[value] }));
const URGENCY_OPTIONS = URGENCY_LEVELS.map((value) => ({ value, label: URGENCY_LABELS[value] }));
const PREFILL: PrefillFields<PreConsultationForm> = { name: 'name', phone: 'mobile' };

/** Spec 001 §2.7 step 1: name, mobile, specialty, symptoms, urgency (default normal); submit disabled until filled. */
export function SetupForm({ defaults, onDone }: { defaults: Partial<PreConsultationForm>; onDone: (values: PreConsultationFormValues) => void }) {
  const form = useForm<PreConsultationForm, unknown, PreConsultationFormValues>({
    resolver: zodResolver(PreConsultationFormSchema),
    defaultValues: { name: '', mobile: '', symptoms: '', urgency: 'normal', ...defaults },
  });
  // Issue 21 part 3: name and mobile from the profile, or from the family member chosen under 'Who is this for?'.
  const person = usePersonPrefill(form, PREFILL, { memberField: 'familyMemberId', initialMemberId: defaults.familyMemberId ?? null });
  const [name, mobile, specialty, symptoms] = useWatch({ control: form.control, name: ['name', 'mobile', 'specialty', 'symptoms'] });
  const filled = [name, mobile, specialty, symptoms].every((value) => typeof value === 'string' && value.trim().length > 0);

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onDone)} noValidate className="space-y-4" aria-label="Pre-consultation details">
        {person.members.length > 0 ? (
          <PersonChooser legend="Who is this for?" members={person.members} value={person.memberId} onChange={person.choose} />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Text name="name" id="pc-name" label="Full name" autoComplete="name" />
          <Text name="mobile" id="pc-mobile" label="Mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" placeholder="10-digit mobile" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select name="specialty" id="pc-specialty" label="Specialty" placeholder="Choose a specialty" options={SPECIALTY_OPTIONS} />
          <Select name="urgency" id="pc-urgency" label="Urgency" options={URGENCY_OPTIONS} />
        </div>
        <Textarea name="symptoms" id="pc-symptoms" label="Symptoms" hint="What you feel, since when, and anything that makes it better or worse" rows={4} />
        <Button type="submit" size="lg" className="w-full" disabled={!filled}>
          Continue
        </Button>
      </form>
    </FormProvider>
  );
}
