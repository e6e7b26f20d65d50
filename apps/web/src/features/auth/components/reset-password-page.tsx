import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { PasswordField } from '@/components/forms/password-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResetPassword } from '../api/phone-auth';

interface LinkReset {
  token: string;
  password: string;
}

/** The page a password-reset email links to (`/reset-password?token=…`, an hour, once). */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reset = useResetPassword();
  const form = useForm<LinkReset>({ defaultValues: { token: params.get('token') ?? '', password: '' } });
  const password = useWatch({ control: form.control, name: 'password' });
  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => {
        toast.success('Password reset', { description: 'You are signed in, and every other device was signed out.' });
        void navigate('/');
      },
      onError: (error) => applyServerFieldErrors(error, ['password', 'token'], form.setError),
    }),
  );
  const tokenError = form.formState.errors.token?.message;
  return (
    <main className="mx-auto w-full max-w-md px-4 py-6 md:py-12">
      <h1 className="text-2xl font-bold tracking-tight">Choose a new password</h1>
      <Card className="mt-5 p-5 sm:p-7">
        <FormProvider {...form}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" aria-label="New password">
            <PasswordField<LinkReset>
              name="password"
              id="reset-password"
              label="New password"
              hint="At least 8 characters; avoid common passwords"
              autoComplete="new-password"
            />
            {tokenError ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {tokenError}{' '}
                <Link to="/forgot-password" className="text-primary underline">
                  Ask for a new link
                </Link>
              </p>
            ) : null}
            <Button type="submit" size="lg" className="w-full" disabled={reset.isPending || !password}>
              {reset.isPending ? 'Saving...' : 'Set new password'}
            </Button>
          </form>
        </FormProvider>
      </Card>
    </main>
  );
}
