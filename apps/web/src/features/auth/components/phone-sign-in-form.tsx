import type { PhoneSignIn } from '@sahay/domain/account-security';
import { AUTH_MESSAGES } from '@sahay/domain/auth-messages';
import { useEffect, useRef, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from '@/lib/router';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextField } from '@/components/forms/field';
import { OneTimeCodeField } from '@/components/forms/one-time-code-field';
import { PhoneField } from '@/components/forms/phone-field';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { usePhoneSignIn, useSendSignInCode } from '../api/phone-auth';
import { codeStepChecks, phoneStepChecks, signUpPhoneStepChecks } from './phone-checks';
import { ResendButton } from './resend-timer';
import { useWebOtp } from './use-web-otp';
import authEn from 'virtual:messages/en/auth';
import authPhoneEn from 'virtual:messages/en/auth-phone';
import { sayDomainMessage } from '@/i18n/domain-messages';
import { defineArea, useT } from '@/i18n/i18n';

const AREA = defineArea('auth', authEn);
const PHONE_AREA = defineArea('auth-phone', authPhoneEn);

const FIELDS = ['phone', 'fullName', 'code'] as const;

/**
 * Issue 20 part 4, "Use mobile number": the number (and the name, signing up), then the 6-digit code from the SMS.
 * Signing in with a number no account uses asks for the name with the code already typed.
 */
export function PhoneSignInForm({ mode, onUsePassword }: { mode: 'login' | 'signup'; onUsePassword: () => void }) {
  const { t } = useT(AREA);
  const { t: tp } = useT(PHONE_AREA);
  const navigate = useNavigate();
  const send = useSendSignInCode();
  const verify = usePhoneSignIn();
  const [sent, setSent] = useState<{ to: string; resendAt: number } | null>(null);
  const [askName, setAskName] = useState(mode === 'signup');
  const checks = sent ? codeStepChecks : mode === 'signup' ? signUpPhoneStepChecks : phoneStepChecks;
  // The step's own checks: the form's resolver is fixed when it is made, so it asks for the current step's.
  const current = useRef(checks);
  useEffect(() => {
    current.current = checks;
  });
  const resolver: Resolver<PhoneSignIn> = (values, context, options) => current.current.resolver(values, context, options);
  const form = useForm<PhoneSignIn>({ resolver, defaultValues: { phone: '', code: '', fullName: mode === 'signup' ? '' : undefined } });
  const [phone, code, fullName] = useWatch({ control: form.control, name: ['phone', 'code', 'fullName'] });

  useEffect(() => {
    checks.preload().catch(() => undefined);
  }, [checks]);
  useWebOtp(sent !== null, (otp) => form.setValue('code', otp, { shouldValidate: false }));

  const sendCode = (number: string) =>
    send.mutate(number, {
      onSuccess: (answer) => {
        setSent({ to: answer.sentTo, resendAt: Date.now() + answer.resendAfterSeconds * 1000 });
        // A fresh form for the code: its checks run when it is submitted, not at each digit typed.
        form.reset({ ...form.getValues(), code: '' });
        setTimeout(() => form.setFocus('code'), 0);
      },
      onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
    });

  const onSubmit = form.handleSubmit((values) => {
    if (!sent) return sendCode(values.phone);
    verify.mutate(
      { phone: values.phone, code: values.code, ...(askName && values.fullName ? { fullName: values.fullName } : {}) },
      {
        onSuccess: ({ user, created }) => {
          if (created) toast.success(sayDomainMessage(AUTH_MESSAGES.accountCreated.title), { description: t('auth.welcomeName', { name: user.name }) });
          else toast.success(sayDomainMessage(AUTH_MESSAGES.loginSuccess.title), { description: sayDomainMessage(AUTH_MESSAGES.loginSuccess.description) });
          void navigate('/');
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, FIELDS, form.setError) && form.getFieldState('fullName').error) setAskName(true);
        },
      },
    );
  });

  const busy = send.isPending || verify.isPending;
  const disabled = busy || !phone || (sent ? code.length !== 6 || (askName && !fullName) : mode === 'signup' && !fullName);
  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="space-y-4"
        aria-label={mode === 'signup' ? tp('phone.phoneSignUp') : tp('phone.phoneLogin')}
      >
        {askName && (mode === 'signup' || sent) ? (
          <TextField<PhoneSignIn> name="fullName" id="phone-name" label={t('auth.fullName')} autoComplete="name" placeholder={t('auth.fullNamePlaceholder')} />
        ) : null}
        <PhoneField<PhoneSignIn>
          name="phone"
          id="phone-number"
          label={t('auth.mobile')}
          hint={t('auth.mobileHint')}
          autoComplete="tel-national"
          placeholder="98765 43210"
          readOnly={sent !== null}
        />
        {sent ? (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {tp('phone.codeSent', { to: sent.to })}{' '}
              <button type="button" className="font-medium text-primary underline-offset-2 hover:underline" onClick={() => setSent(null)}>
                {tp('phone.changeNumber')}
              </button>
            </p>
            <OneTimeCodeField<PhoneSignIn> name="code" id="phone-code" label={tp('phone.code')} placeholder="••••••" />
            <div className="flex justify-end">
              <ResendButton availableAt={sent.resendAt} busy={busy} onResend={() => sendCode(phone)} />
            </div>
          </>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={disabled}>
          {sent
            ? verify.isPending
              ? tp('phone.checking')
              : mode === 'signup' || askName
                ? tp('phone.verifyCreate')
                : tp('phone.verifyLogin')
            : send.isPending
              ? tp('phone.sending')
              : tp('phone.sendCode')}
        </Button>
        <Button variant="ghost" className="w-full" onClick={onUsePassword}>
          {mode === 'signup' ? tp('phone.emailInstead') : tp('phone.useEmail')}
        </Button>
      </form>
    </FormProvider>
  );
}
