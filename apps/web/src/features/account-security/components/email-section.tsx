import type { AddEmail } from '@sahay/domain/account-security';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextField } from '@/components/forms/field';
import { lazySchemaResolver } from '@/components/forms/lazy-resolver';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useT } from '@/i18n/i18n';
import { ACCOUNT_SECURITY_AREA } from '../account-security-area';
import { useAddEmail } from '../api/account-security';

const checks = lazySchemaResolver<AddEmail>(() => import('@sahay/domain/account-security').then((m) => m.AddEmailSchema));

/** Add email: for an account made with a mobile number (receipts, and a reset link if the phone is lost). */
export function EmailSection() {
  const { t } = useT(ACCOUNT_SECURITY_AREA);
  const add = useAddEmail();
  const form = useForm<AddEmail>({ resolver: checks.resolver, defaultValues: { email: '' } });
  const email = useWatch({ control: form.control, name: 'email' });
  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => toast.success(t('accountSecurity.emailAdded')),
      onError: (error) => applyServerFieldErrors(error, ['email'], form.setError),
    }),
  );
  return (
    <section aria-labelledby="email-heading" className="space-y-3">
      <h2 id="email-heading" className="text-lg font-semibold">
        {t('accountSecurity.addEmail')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('accountSecurity.emailLead')}</p>
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" aria-label={t('accountSecurity.addEmail')}>
          <TextField<AddEmail>
            name="email"
            id="add-email"
            label={t('accountSecurity.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
          />
          <Button type="submit" disabled={add.isPending || !email}>
            {t(add.isPending ? 'accountSecurity.saving' : 'accountSecurity.addEmail')}
          </Button>
        </form>
      </FormProvider>
    </section>
  );
}
