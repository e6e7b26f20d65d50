import type { SignUp } from '@sahay/domain/auth';
import { AUTH_MESSAGES } from '@sahay/domain/auth-messages';
import { keepPhoneDigits } from '@sahay/domain/phone';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiRequestError, errorDescription } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSignUp } from '../api/use-sign-up';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { signUpResolver } from './auth-checks';
import { PasswordInput } from './password-input';

const FIELDS = ['fullName', 'email', 'phone', 'password'] as const;

export function SignUpForm({ onLoginInstead }: { onLoginInstead: () => void }) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm<SignUp>({
    resolver: signUpResolver,
    defaultValues: { fullName: '', email: '', phone: '', password: '' },
  });
  const values = useWatch({ control: form.control });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
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
  );

  // Spec 000 §5: in sign-up mode, also disabled while the name or phone is empty.
  const disabled = signUp.isPending || !values.email || !values.password || !values.fullName || !values.phone;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign Up">
      <FormField id="signup-name" label="Full name" error={errors.fullName?.message}>
        {(describedBy) => (
          <Input
            id="signup-name"
            autoComplete="name"
            placeholder="As on your ID"
            aria-invalid={errors.fullName ? true : undefined}
            aria-describedby={describedBy}
            {...form.register('fullName')}
          />
        )}
      </FormField>
      <FormField id="signup-email" label="Email" error={errors.email?.message}>
        {(describedBy) => (
          <Input
            id="signup-email"
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
      <FormField id="signup-phone" label="Mobile number" error={errors.phone?.message} hint="10-digit Indian mobile number">
        {(describedBy) => (
          <div className="flex">
            <span className="flex h-11 items-center rounded-l-xl border border-r-0 border-border bg-muted px-3 text-sm text-muted-foreground">+91</span>
            <Controller
              control={form.control}
              name="phone"
              render={({ field }) => (
                <Input
                  id="signup-phone"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder="98765 43210"
                  className="rounded-l-none"
                  aria-invalid={errors.phone ? true : undefined}
                  aria-describedby={describedBy}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(keepPhoneDigits(event.target.value))}
                />
              )}
            />
          </div>
        )}
      </FormField>
      <FormField id="signup-password" label="Password" error={errors.password?.message} hint="At least 8 characters; avoid common passwords">
        {(describedBy) => (
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            placeholder="Create a password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy}
            {...form.register('password')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={disabled}>
        {signUp.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
