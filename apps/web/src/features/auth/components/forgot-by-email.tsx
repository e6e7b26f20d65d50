import type { ForgotPassword } from '@sahay/domain/account-security';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextField } from '@/components/forms/field';
import { lazySchemaResolver } from '@/components/forms/lazy-resolver';
import { Button } from '@/components/ui/button';
import { useForgotPassword } from '../api/phone-auth';

type EmailForm = Extract<ForgotPassword, { channel: 'email' }>;
const checks = lazySchemaResolver<EmailForm>(() => import('@sahay/domain/account-security').then((m) => m.ForgotPasswordSchema));

export function ForgotByEmail() {
  const forgot = useForgotPassword();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<EmailForm>({ resolver: checks.resolver, defaultValues: { channel: 'email', email: '' } });
  const email = useWatch({ control: form.control, name: 'email' });
  const onSubmit = form.handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: (answer) => setMessage(answer.message),
      onError: (error) => applyServerFieldErrors(error, ['email'], form.setError),
    }),
  );
  if (message) {
    return (
      <p role="status" className="rounded-xl bg-primary-soft p-4 text-sm">
        {message} The link works for an hour.
      </p>
    );
  }
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" aria-label="Reset by email">
        <TextField<EmailForm> name="email" id="forgot-email" label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />
        <Button type="submit" size="lg" className="w-full" disabled={forgot.isPending || !email}>
          {forgot.isPending ? 'Sending...' : 'Email me a link'}
        </Button>
      </form>
    </FormProvider>
  );
}
