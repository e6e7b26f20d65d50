import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { PasswordField } from '@/components/forms/password-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResetPassword } from '../api/phone-auth';
import recoveryEn from 'virtual:messages/en/auth-recovery';
import { defineArea, useT } from '@/i18n/i18n';

const AREA = defineArea('auth-recovery', recoveryEn);

interface LinkReset {
  token: string;
  password: string;
}

/** The page a password-reset email links to (`/reset-password?token=…`, an hour, once). */
export function ResetPasswordPage() {
  const { t } = useT(AREA);
  useDocumentTitle(t('recovery.newTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reset = useResetPassword();
  const form = useForm<LinkReset>({ defaultValues: { token: params.get('token') ?? '', password: '' } });
  const password = useWatch({ control: form.control, name: 'password' });
  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => {
        toast.success(t('recovery.resetDone'), { description: t('recovery.resetDoneText') });
        void navigate('/');
      },
      onError: (error) => applyServerFieldErrors(error, ['password', 'token'], form.setError),
    }),
  );
  const tokenError = form.formState.errors.token?.message;
  return (
    <main className="mx-auto w-full max-w-md px-4 py-6 md:py-12">
      <h1 className="text-2xl font-bold tracking-tight">{t('recovery.newTitle')}</h1>
      <Card className="mt-5 p-5 sm:p-7">
        <FormProvider {...form}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" aria-label={t('recovery.newPassword')}>
            <PasswordField<LinkReset>
              name="password"
              id="reset-password"
              label={t('recovery.newPassword')}
              hint={t('recovery.passwordHint')}
              autoComplete="new-password"
            />
            {tokenError ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {tokenError}{' '}
                <Link to="/forgot-password" className="text-primary underline">
                  {t('recovery.askNewLink')}
                </Link>
              </p>
            ) : null}
            <Button type="submit" size="lg" className="w-full" disabled={reset.isPending || !password}>
              {reset.isPending ? t('recovery.saving') : t('recovery.setPassword')}
            </Button>
          </form>
        </FormProvider>
      </Card>
    </main>
  );
}
