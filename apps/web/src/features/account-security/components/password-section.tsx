import type { ChangePassword } from '@sahay/domain/account-security';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { lazySchemaResolver } from '@/components/forms/lazy-resolver';
import { PasswordField } from '@/components/forms/password-field';
import { Button } from '@/components/ui/button';
import { proofQueryOptions } from '@/lib/recent-proof';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/account-security';

const checks = lazySchemaResolver<ChangePassword>(() => import('@sahay/domain/account-security').then((m) => m.ChangePasswordSchema));

/** Change password (the current one first); an account made with a mobile number sets its first one after a code. */
export function PasswordSection({ handled }: { handled: (error: unknown, again: () => void) => boolean }) {
  const proof = useQuery(proofQueryOptions);
  const change = useChangePassword();
  const hasPassword = proof.data?.hasPassword ?? true;
  const form = useForm<ChangePassword>({ resolver: checks.resolver, defaultValues: { currentPassword: '', newPassword: '' } });
  const [current, next] = useWatch({ control: form.control, name: ['currentPassword', 'newPassword'] });
  const submit = (values: ChangePassword) =>
    change.mutate(hasPassword ? values : { newPassword: values.newPassword }, {
      onSuccess: () => {
        form.reset();
        toast.success(hasPassword ? 'Password changed' : 'Password set', { description: 'Other devices were signed out.' });
      },
      onError: (error) => handled(error, () => submit(values)) || applyServerFieldErrors(error, ['currentPassword', 'newPassword'], form.setError),
    });
  const onSubmit = form.handleSubmit(submit);
  return (
    <section aria-labelledby="password-heading" className="space-y-3">
      <h2 id="password-heading" className="text-lg font-semibold">
        {hasPassword ? 'Change password' : 'Set a password'}
      </h2>
      {hasPassword ? null : <p className="text-sm text-muted-foreground">You sign in with a code by SMS. A password lets you confirm it is you without one.</p>}
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" aria-label={hasPassword ? 'Change password' : 'Set a password'}>
          {hasPassword ? (
            <PasswordField<ChangePassword> name="currentPassword" id="current-password" label="Current password" autoComplete="current-password" />
          ) : null}
          <PasswordField<ChangePassword>
            name="newPassword"
            id="new-password"
            label="New password"
            hint="At least 8 characters; avoid common passwords"
            autoComplete="new-password"
          />
          <Button type="submit" disabled={change.isPending || !next || (hasPassword && !current)}>
            {change.isPending ? 'Saving...' : hasPassword ? 'Change password' : 'Set password'}
          </Button>
        </form>
      </FormProvider>
    </section>
  );
}
