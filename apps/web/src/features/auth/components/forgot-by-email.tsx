import type { ForgotPassword } from '@sahay/domain/account-security';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextField } from '@/components/forms/field';
import { lazySchemaResolver } from '@/components/forms/lazy-resolver';
import { Button } from '@/components/ui/button';
import { useForgotPassword } from '../api/phone-auth';
import recoveryEn from 'virtual:messages/en/auth-recovery';
import { defineArea, useT } from '@/i18n/i18n';

type EmailForm = Extract<ForgotPassword, { channel: 'email' }>;
const AREA = defineArea('auth-recovery', recoveryEn);
const checks = lazySchemaResolver<EmailForm>(() => import('@sahay/domain/account-security').then((m) => m.ForgotPasswordSchema));

export function ForgotByEmail() {
  const { t } = useT(AREA);
  const forgot = useForgotPassword();
  const [sent, setSent] = useState(false);
  const form = useForm<EmailForm>({ resolver: checks.resolver, defaultValues: { channel: 'email', email: '' } });
  const email = useWatch({ control: form.control, name: 'email' });
  const onSubmit = form.handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: () => setSent(true),
      onError: (error) => applyServerFieldErrors(error, ['email'], form.setError),
    }),
  );
  if (sent) {
    return (
      <p role="status" className="rounded-xl bg-primary-soft p-4 text-sm">
        {t('recovery.emailSent')}
      </p>
    );
  }
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" aria-label={t('recovery.resetByEmail')}>
        <TextField<EmailForm>
          name="email"
          id="forgot-email"
          label={t('recovery.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('recovery.emailPlaceholder')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={forgot.isPending || !email}>
          {forgot.isPending ? t('recovery.sending') : t('recovery.emailMeLink')}
        </Button>
      </form>
    </FormProvider>
  );
}
