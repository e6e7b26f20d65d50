import type { ChangePassword } from '@sahay/domain/account-security';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { lazySchemaResolver } from '@/components/forms/lazy-resolver';
import { PasswordField } from '@/components/forms/password-field';
import { Button } from '@/components/ui/button';
import { proofQueryOptions } from '@/lib/recent-proof';
import { toast } from '@/lib/toast';
import { useT } from '@/i18n/i18n';
import { ACCOUNT_SECURITY_AREA } from '../account-security-area';
import { useChangePassword } from '../api/account-security';

const checks = lazySchemaResolver<ChangePassword>(() => import('@sahay/domain/account-security').then((m) => m.ChangePasswordSchema));

/** Change password (the current one first); an account made with a mobile number sets its first one after a code. */
export function PasswordSection({ handled }: { handled: (error: unknown, again: () => void) => boolean }) {
  const { t } = useT(ACCOUNT_SECURITY_AREA);
  const proof = useQuery(proofQueryOptions);
  const change = useChangePassword();
  const hasPassword = proof.data?.hasPassword ?? true;
  const form = useForm<ChangePassword>({ resolver: checks.resolver, defaultValues: { currentPassword: '', newPassword: '' } });
  const [current, next] = useWatch({ control: form.control, name: ['currentPassword', 'newPassword'] });
  const submit = (values: ChangePassword) =>
    change.mutate(hasPassword ? values : { newPassword: values.newPassword }, {
      onSuccess: () => {
        form.reset();
        toast.success(t(hasPassword ? 'accountSecurity.passwordChanged' : 'accountSecurity.passwordSet'), {
          description: t('accountSecurity.otherDevicesSignedOut'),
        });
      },
      onError: (error) => handled(error, () => submit(values)) || applyServerFieldErrors(error, ['currentPassword', 'newPassword'], form.setError),
    });
  const onSubmit = form.handleSubmit(submit);
  const title = t(hasPassword ? 'accountSecurity.changePassword' : 'accountSecurity.setAPassword');
  return (
    <section aria-labelledby="password-heading" className="space-y-3">
      <h2 id="password-heading" className="text-lg font-semibold">
        {title}
      </h2>
      {hasPassword ? null : <p className="text-sm text-muted-foreground">{t('accountSecurity.noPasswordLead')}</p>}
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" aria-label={title}>
          {hasPassword ? (
            <PasswordField<ChangePassword>
              name="currentPassword"
              id="current-password"
              label={t('accountSecurity.currentPassword')}
              autoComplete="current-password"
            />
          ) : null}
          <PasswordField<ChangePassword>
            name="newPassword"
            id="new-password"
            label={t('accountSecurity.newPassword')}
            hint={t('accountSecurity.newPasswordHint')}
            autoComplete="new-password"
          />
          <Button type="submit" disabled={change.isPending || !next || (hasPassword && !current)}>
            {t(change.isPending ? 'accountSecurity.saving' : hasPassword ? 'accountSecurity.changePassword' : 'accountSecurity.setPassword')}
          </Button>
        </form>
      </FormProvider>
    </section>
  );
}
