import type { SignUp } from '@sahay/domain/auth';
import { AUTH_MESSAGES } from '@sahay/domain/auth-messages';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from '@/lib/router';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { PasswordField } from '@/components/forms/password-field';
import { PhoneField } from '@/components/forms/phone-field';
import { TextField } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { ApiRequestError, errorDescription } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSignUp } from '../api/use-sign-up';
import { signUpResolver, toastFirstInvalid } from './auth-checks';

const FIELDS = ['fullName', 'email', 'phone', 'password'] as const;

export function SignUpForm({ onLoginInstead }: { onLoginInstead: () => void }) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm<SignUp>({
    resolver: signUpResolver,
    defaultValues: { fullName: '', email: '', phone: '', password: '' },
  });
  const values = useWatch({ control: form.control });

  const onSubmit = form.handleSubmit(
    (input) =>
      signUp.mutate(input, {
        onSuccess: () => {
          toast.success(AUTH_MESSAGES.accountCreated.title, { description: `Welcome to Sahay, ${input.fullName.trim()}!` });
          void navigate('/');
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === 'CONFLICT') {
            toast.error(AUTH_MESSAGES.accountExists.title, {
              description: AUTH_MESSAGES.accountExists.description,
              action: { label: 'Login', onClick: onLoginInstead },
            });
            return;
          }
          if (applyServerFieldErrors(error, FIELDS, form.setError)) return;
          toast.error(AUTH_MESSAGES.signUpFailed.title, { description: errorDescription(error, AUTH_MESSAGES.signUpFailed.description) });
        },
      }),
    toastFirstInvalid,
  );

  // Spec 000 §5: in sign-up mode, also disabled while the name or phone is empty.
  const disabled = signUp.isPending || !values.email || !values.password || !values.fullName || !values.phone;
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign Up">
        <TextField<SignUp> name="fullName" id="signup-name" label="Full name" autoComplete="name" placeholder="As on your ID" />
        <TextField<SignUp> name="email" id="signup-email" label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />
        <PhoneField<SignUp>
          name="phone"
          id="signup-phone"
          label="Mobile number"
          hint="10-digit Indian mobile number"
          autoComplete="tel-national"
          placeholder="98765 43210"
        />
        <PasswordField<SignUp>
          name="password"
          id="signup-password"
          label="Password"
          hint="At least 8 characters; avoid common passwords"
          autoComplete="new-password"
          placeholder="Create a password"
        />
        <Button type="submit" size="lg" className="w-full" disabled={disabled}>
          {signUp.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </FormProvider>
  );
}
