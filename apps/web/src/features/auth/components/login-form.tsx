import type { SignIn } from '@sahay/domain/auth';
import { AUTH_MESSAGES } from '@sahay/domain/auth-messages';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useSignIn } from '../api/use-sign-in';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { signInResolver } from './auth-checks';
import { PasswordInput } from './password-input';

export function LoginForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<SignIn>({ resolver: signInResolver, defaultValues: { email: '', password: '' } });
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: () => {
        toast.success(AUTH_MESSAGES.loginSuccess.title, { description: AUTH_MESSAGES.loginSuccess.description });
        void navigate('/');
      },
      onError: (error) => applyServerFieldErrors(error, ['email', 'password'], form.setError),
    }),
  );

  // Spec 000 §5: disabled while busy or while email or password is empty.
  const disabled = signIn.isPending || !email || !password;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Login">
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        {(describedBy) => (
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy}
            {...form.register('email')}
          />
        )}
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        {(describedBy) => (
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            placeholder="Your password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy}
            {...form.register('password')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={disabled}>
        {signIn.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
