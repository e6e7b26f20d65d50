import { zodResolver } from '@hookform/resolvers/zod';
import {
  PRE_CONSULTATION_SPECIALTIES,
  PreConsultationFormSchema,
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
import { useT } from '@/i18n/i18n';
import { usePersonPrefill, type PrefillFields } from '@/lib/person-prefill';
import { CONSULTATION_AREA } from '../ai-consultation-messages';

const Text = TextField<PreConsultationForm>;
const Textarea = TextareaField<PreConsultationForm>;
const Select = SelectField<PreConsultationForm>;
const PREFILL: PrefillFields<PreConsultationForm> = { name: 'name', phone: 'mobile' };

/** Spec 001 §2.7 step 1: name, mobile, specialty, symptoms, urgency (default normal); submit disabled until filled. */
export function SetupForm({ defaults, onDone }: { defaults: Partial<PreConsultationForm>; onDone: (values: PreConsultationFormValues) => void }) {
  const { t } = useT(CONSULTATION_AREA);
  const specialties = PRE_CONSULTATION_SPECIALTIES.map((value) => ({ value, label: t('aiConsult.specialtyName', { specialty: value }) }));
  const urgencies = URGENCY_LEVELS.map((value) => ({ value, label: t('aiConsult.urgencyName', { urgency: value }) }));
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
      <form onSubmit={form.handleSubmit(onDone)} noValidate className="space-y-4" aria-label={t('aiConsult.formLabel')}>
        {person.members.length > 0 ? (
          <PersonChooser legend={t('aiConsult.whoFor')} members={person.members} value={person.memberId} onChange={person.choose} />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Text name="name" id="pc-name" label={t('aiConsult.fullName')} autoComplete="name" />
          <Text
            name="mobile"
            id="pc-mobile"
            label={t('aiConsult.mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('aiConsult.mobilePlaceholder')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select name="specialty" id="pc-specialty" label={t('aiConsult.specialty')} placeholder={t('aiConsult.chooseSpecialty')} options={specialties} />
          <Select name="urgency" id="pc-urgency" label={t('aiConsult.urgency')} options={urgencies} />
        </div>
        <Textarea name="symptoms" id="pc-symptoms" label={t('aiConsult.symptoms')} hint={t('aiConsult.symptomsHint')} rows={4} />
        <Button type="submit" size="lg" className="w-full" disabled={!filled}>
          {t('aiConsult.continue')}
        </Button>
      </form>
    </FormProvider>
  );
}
