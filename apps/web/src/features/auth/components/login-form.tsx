import type { SignIn } from '@sahay/domain/auth';
import { AUTH_MESSAGES } from '@sahay/domain/auth-messages';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from '@/lib/router';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { PasswordField } from '@/components/forms/password-field';
import { TextField } from '@/components/forms/field';
import { HydratedFieldset } from '@/components/forms/hydrated-fieldset';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSignIn } from '../api/use-sign-in';
import { signInResolver, toastFirstInvalid } from './auth-checks';
import { defineArea, useT } from '@/i18n/i18n';
import authEn from 'virtual:messages/en/auth';
import { sayDomainMessage } from '@/i18n/domain-messages';

const AREA = defineArea('auth', authEn);

export function LoginForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { t } = useT(AREA);
  const form = useForm<SignIn>({ resolver: signInResolver, defaultValues: { email: '', password: '' } });
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });

  const onSubmit = form.handleSubmit(
    (values) =>
      signIn.mutate(values, {
        onSuccess: () => {
          toast.success(sayDomainMessage(AUTH_MESSAGES.loginSuccess.title), { description: sayDomainMessage(AUTH_MESSAGES.loginSuccess.description) });
          void navigate('/');
        },
        onError: (error) => applyServerFieldErrors(error, ['email', 'password'], form.setError),
      }),
    toastFirstInvalid,
  );

  // Spec 000 §5: disabled while busy or while email or password is empty.
  const disabled = signIn.isPending || !email || !password;
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.login')}>
        <HydratedFieldset>
          <TextField<SignIn>
            name="email"
            id="login-email"
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
          />
          <PasswordField<SignIn>
            name="password"
            id="login-password"
            label={t('auth.password')}
            autoComplete="current-password"
            placeholder={t('auth.passwordPlaceholder')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={disabled}>
            {signIn.isPending ? t('auth.loggingIn') : t('auth.login')}
          </Button>
        </HydratedFieldset>
      </form>
    </FormProvider>
  );
}
