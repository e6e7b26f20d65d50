import type { SignUp } from '@sahay/domain/auth';
import { AUTH_MESSAGES } from '@sahay/domain/auth-messages';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from '@/lib/router';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { PasswordField } from '@/components/forms/password-field';
import { PhoneField } from '@/components/forms/phone-field';
import { TextField } from '@/components/forms/field';
import { HydratedFieldset } from '@/components/forms/hydrated-fieldset';
import { Button } from '@/components/ui/button';
import { ApiRequestError, errorDescription } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSignUp } from '../api/use-sign-up';
import { signUpResolver, toastFirstInvalid } from './auth-checks';
import { defineArea, useT } from '@/i18n/i18n';
import authEn from 'virtual:messages/en/auth';
import { sayDomainMessage } from '@/i18n/domain-messages';

const AREA = defineArea('auth', authEn);

const FIELDS = ['fullName', 'email', 'phone', 'password'] as const;

export function SignUpForm({ onLoginInstead }: { onLoginInstead: () => void }) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const { t } = useT(AREA);
  const form = useForm<SignUp>({
    resolver: signUpResolver,
    defaultValues: { fullName: '', email: '', phone: '', password: '' },
  });
  const values = useWatch({ control: form.control });

  const onSubmit = form.handleSubmit(
    (input) =>
      signUp.mutate(input, {
        onSuccess: () => {
          toast.success(sayDomainMessage(AUTH_MESSAGES.accountCreated.title), { description: t('auth.welcomeName', { name: input.fullName.trim() }) });
          void navigate('/');
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === 'CONFLICT') {
            toast.error(sayDomainMessage(AUTH_MESSAGES.accountExists.title), {
              description: sayDomainMessage(AUTH_MESSAGES.accountExists.description),
              action: { label: t('auth.login'), onClick: onLoginInstead },
            });
            return;
          }
          if (applyServerFieldErrors(error, FIELDS, form.setError)) return;
          toast.error(sayDomainMessage(AUTH_MESSAGES.signUpFailed.title), {
            description: errorDescription(error, sayDomainMessage(AUTH_MESSAGES.signUpFailed.description)),
          });
        },
      }),
    toastFirstInvalid,
  );

  // Spec 000 §5: in sign-up mode, also disabled while the name or phone is empty.
  const disabled = signUp.isPending || !values.email || !values.password || !values.fullName || !values.phone;
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.tabSignUp')}>
        <HydratedFieldset>
          <TextField<SignUp> name="fullName" id="signup-name" label={t('auth.fullName')} autoComplete="name" placeholder={t('auth.fullNamePlaceholder')} />
          <TextField<SignUp>
            name="email"
            id="signup-email"
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
          />
          <PhoneField<SignUp>
            name="phone"
            id="signup-phone"
            label={t('auth.mobile')}
            hint={t('auth.mobileHint')}
            autoComplete="tel-national"
            placeholder="98765 43210"
          />
          <PasswordField<SignUp>
            name="password"
            id="signup-password"
            label={t('auth.password')}
            hint={t('auth.newPasswordHint')}
            autoComplete="new-password"
            placeholder={t('auth.newPasswordPlaceholder')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={disabled}>
            {signUp.isPending ? t('auth.creatingAccount') : t('auth.createAccount')}
          </Button>
        </HydratedFieldset>
      </form>
    </FormProvider>
  );
}
