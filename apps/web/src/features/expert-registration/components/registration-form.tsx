import type { Category } from '@sahay/domain/categories';
import { NEW_PASSWORD_MIN_LENGTH } from '@sahay/domain/constants';
import { SPECIALTIES_BY_CATEGORY } from '@sahay/domain/expert-catalogues';
import { EXPERT_BIO_MAX, type ExpertRegistration } from '@sahay/domain/expert-registration';
import { Send } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from '@/lib/router';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { CredentialFields } from './credential-fields';
import { ExpertFileFields } from './expert-file-fields';
import { LanguagesField } from './languages-field';
import { registrationChecks } from './registration-checks';
import { emptyRegistration, REGISTRATION_FIELDS, type RegistrationValues } from './registration-values';
import { RegistrationSelect as SelectField, RegistrationText as TextField, RegistrationTextarea as TextareaField } from './registration-fields';
import { useRegistrationSubmit, type SubmitStage } from './use-registration-submit';

const STAGE_TEXT: Record<Exclude<SubmitStage, null>, string> = {
  account: 'Creating your account...',
  photo: 'Uploading your photo...',
  document: 'Uploading your document...',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

export function RegistrationForm({ category }: { category: Category }) {
  const navigate = useNavigate();
  const form = useForm<RegistrationValues>({ resolver: registrationChecks.resolver, defaultValues: emptyRegistration(category) });
  useEffect(() => void registrationChecks.preload().catch(() => undefined), []);

  const registration = useRegistrationSubmit(
    category,
    () => {
      toast.success('Registration received', { description: 'We will review your details and let you know by email and WhatsApp.' });
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

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Expert registration">
        <Section title="Your account">
          <TextField name="fullName" label="Full name" autoComplete="name" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="email" label="Email" type="email" inputMode="email" autoComplete="email" />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              hint={`At least ${NEW_PASSWORD_MIN_LENGTH} characters, not a common one`}
            />
            <TextField name="phone" label="Mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} placeholder="10 digits" />
            <TextField
              name="whatsappNumber"
              label="WhatsApp number"
              type="tel"
              inputMode="numeric"
              maxLength={10}
              placeholder="10 digits"
              hint="Consultation requests and our decision come here"
            />
          </div>
        </Section>
        <Section title="Your practice">
          <SelectField name="specialization" label="Specialisation" placeholder="Choose one" options={SPECIALTIES_BY_CATEGORY[category]} />
          <TextField
            name="qualification"
            label="Qualification"
            placeholder={category === 'medical' ? 'e.g. MBBS, MD (General Medicine)' : 'Your degrees and certifications'}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <CredentialFields category={category} />
            <TextField name="experienceYears" label="Years of experience" type="number" inputMode="numeric" min={0} max={70} />
            <TextField name="consultationFee" label="Fee per consultation (₹)" type="number" inputMode="numeric" min={99} />
          </div>
          <LanguagesField />
        </Section>
        <Section title="Photo and registration certificate">
          <ExpertFileFields
            files={registration.files}
            errors={registration.fileErrors}
            documentRequired={registration.needsDocument}
            disabled={busy}
            onChange={registration.choose}
          />
        </Section>
        <Section title="About you">
          <TextareaField name="bio" id="expert-bio" label="Short bio" hint="Patients read this before they choose you" rows={5} maxLength={EXPERT_BIO_MAX} />
        </Section>
        {registered && !busy ? (
          <p className="rounded-xl border border-border bg-primary-soft/60 p-3 text-sm">
            Your account is created. Choose the file again (or another one) and press Upload files, or add it later from your desk.
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
          <Send aria-hidden />
          {stage ? STAGE_TEXT[stage] : registered ? 'Upload files' : 'Submit for review'}
        </Button>
        <p role="status" aria-live="polite" className="sr-only">
          {stage ? STAGE_TEXT[stage] : ''}
        </p>
      </form>
    </FormProvider>
  );
}
