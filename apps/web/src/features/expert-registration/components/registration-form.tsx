import type { Category } from '@sahay/domain/categories';
import { NEW_PASSWORD_MIN_LENGTH } from '@sahay/domain/constants';
import { SPECIALTIES_BY_CATEGORY } from '@sahay/domain/expert-catalogues';
import { EXPERT_BIO_MAX, EXPERT_FEE_MIN, type ExpertRegistration } from '@sahay/domain/expert-registration';
import { Send } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from '@/lib/router';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { toast } from '@/lib/toast';
import { groupName, SPECIALTIES_AREA, WithArea } from '@/lib/specialty-names';
import { EXPERT_REGISTRATION_AREA } from '../expert-registration-area';
import { CredentialFields } from './credential-fields';
import { ExpertFileFields } from './expert-file-fields';
import { LanguagesField } from './languages-field';
import { registrationChecks } from './registration-checks';
import { emptyRegistration, REGISTRATION_FIELDS, type RegistrationValues } from './registration-values';
import { RegistrationSelect as SelectField, RegistrationText as TextField, RegistrationTextarea as TextareaField } from './registration-fields';
import { useRegistrationSubmit } from './use-registration-submit';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

/** The specialisations are stored as the domain's names and shown in the reader's language (the 'specialties' area). */
function SpecialisationField({ category }: { category: Category }) {
  const { t } = useT(SPECIALTIES_AREA);
  const { t: say } = useT(EXPERT_REGISTRATION_AREA);
  const options = SPECIALTIES_BY_CATEGORY[category].map((name) => ({ value: name, label: groupName(t, name) }));
  return <SelectField name="specialization" label={say('expertReg.specialisation')} placeholder={say('expertReg.chooseOne')} options={options} />;
}

export function RegistrationForm({ category }: { category: Category }) {
  const navigate = useNavigate();
  const { t } = useT(EXPERT_REGISTRATION_AREA);
  const form = useForm<RegistrationValues>({ resolver: registrationChecks.resolver, defaultValues: emptyRegistration(category) });
  useEffect(() => void registrationChecks.preload().catch(() => undefined), []);

  const registration = useRegistrationSubmit(
    category,
    () => {
      toast.success(t('expertReg.received'), { description: t('expertReg.receivedText') });
      void navigate('/expert-dashboard');
    },
    (error) => applyServerFieldErrors(error, REGISTRATION_FIELDS, form.setError),
  );
  // The resolver has parsed the values with the domain schema, so they are the API's input.
  // The files are checked with the other fields, so every problem shows at once.
  const onSubmit = form.handleSubmit(
    (values) => registration.submit(values as unknown as ExpertRegistration),
    () => registration.checkFiles(),
  );
  const { stage, registered, busy } = registration;
  const stageText = stage ? t(`expertReg.stage.${stage}`) : '';

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('expertReg.form')}>
        <Section title={t('expertReg.account')}>
          <TextField name="fullName" label={t('expertReg.fullName')} autoComplete="name" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="email" label={t('expertReg.email')} type="email" inputMode="email" autoComplete="email" />
            <TextField
              name="password"
              label={t('expertReg.password')}
              type="password"
              autoComplete="new-password"
              hint={t('expertReg.passwordHint', { min: NEW_PASSWORD_MIN_LENGTH })}
            />
            <TextField
              name="phone"
              label={t('expertReg.mobile')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              placeholder={t('expertReg.tenDigits')}
            />
            <TextField
              name="whatsappNumber"
              label={t('expertReg.whatsapp')}
              type="tel"
              inputMode="numeric"
              maxLength={10}
              placeholder={t('expertReg.tenDigits')}
              hint={t('expertReg.whatsappHint')}
            />
          </div>
        </Section>
        <Section title={t('expertReg.practice')}>
          <WithArea area={SPECIALTIES_AREA}>
            <SpecialisationField category={category} />
          </WithArea>
          <TextField
            name="qualification"
            label={t('expertReg.qualification')}
            placeholder={category === 'medical' ? t('expertReg.qualificationExampleMedical') : t('expertReg.qualificationPlaceholder')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <CredentialFields category={category} />
            <TextField name="experienceYears" label={t('expertReg.experience')} type="number" inputMode="numeric" min={0} max={70} />
            <TextField name="consultationFee" label={t('expertReg.fee')} type="number" inputMode="numeric" min={EXPERT_FEE_MIN} />
          </div>
          <LanguagesField />
        </Section>
        <Section title={t('expertReg.files')}>
          <ExpertFileFields
            files={registration.files}
            errors={registration.fileErrors}
            documentRequired={registration.needsDocument}
            disabled={busy}
            onChange={registration.choose}
          />
        </Section>
        <Section title={t('expertReg.about')}>
          <TextareaField name="bio" id="expert-bio" label={t('expertReg.bio')} hint={t('expertReg.bioHint')} rows={5} maxLength={EXPERT_BIO_MAX} />
        </Section>
        {registered && !busy ? <p className="rounded-xl border border-border bg-primary-soft/60 p-3 text-sm">{t('expertReg.filesLater')}</p> : null}
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
          <Send aria-hidden />
          {stage ? stageText : registered ? t('expertReg.uploadFiles') : t('expertReg.submit')}
        </Button>
        <p role="status" aria-live="polite" className="sr-only">
          {stageText}
        </p>
      </form>
    </FormProvider>
  );
}
