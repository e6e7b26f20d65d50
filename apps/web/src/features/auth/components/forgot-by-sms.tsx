import { ONE_TIME_CODE_RESEND_SECONDS } from '@sahay/domain/account-security-messages';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from '@/lib/router';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { lazySchemaResolver } from '@/components/forms/lazy-resolver';
import { OneTimeCodeField } from '@/components/forms/one-time-code-field';
import { PasswordField } from '@/components/forms/password-field';
import { PhoneField } from '@/components/forms/phone-field';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useForgotPassword, useResetPassword } from '../api/phone-auth';
import { ResendButton } from './resend-timer';
import recoveryEn from 'virtual:messages/en/auth-recovery';
import { defineArea, useT } from '@/i18n/i18n';

interface SmsReset {
  phone: string;
  code: string;
  password: string;
}
const FIELDS = ['phone', 'code', 'password'] as const;
const AREA = defineArea('auth-recovery', recoveryEn);

// The domain's schemas, step by step: the number first, then the number, the code and the new password.
const schemas = () => import('@sahay/domain/account-security');
const numberChecks = lazySchemaResolver<SmsReset>(() => schemas().then((m) => m.PhoneCodeRequestSchema));
const resetChecks = lazySchemaResolver<SmsReset>(() => schemas().then((m) => m.ResetPasswordSchema.options[0]));

/** A code by SMS to the account's verified number, then the code and a new password in one step. */
export function ForgotBySms() {
  const { t } = useT(AREA);
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const step = useRef(numberChecks);
  useEffect(() => {
    step.current = sentAt === null ? numberChecks : resetChecks;
  });
  const resolver: Resolver<SmsReset> = (values, context, options) => step.current.resolver(values, context, options);
  const form = useForm<SmsReset>({ resolver, defaultValues: { phone: '', code: '', password: '' } });
  const [phone, code, password] = useWatch({ control: form.control, name: ['phone', 'code', 'password'] });

  const sendCode = () =>
    forgot.mutate(
      { channel: 'sms', phone },
      {
        onSuccess: () => {
          setSentAt(Date.now());
          form.reset({ ...form.getValues(), code: '', password: '' });
        },
        onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
      },
    );
  const onSubmit = form.handleSubmit((values) => {
    if (sentAt === null) return sendCode();
    reset.mutate(values, {
      onSuccess: () => {
        toast.success(t('recovery.resetDone'), { description: t('recovery.resetDoneText') });
        void navigate('/');
      },
      onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
    });
  });
  const busy = forgot.isPending || reset.isPending;
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" aria-label={t('recovery.resetBySms')}>
        <PhoneField<SmsReset>
          name="phone"
          id="forgot-phone"
          label={t('recovery.mobile')}
          autoComplete="tel-national"
          placeholder={t('recovery.mobilePlaceholder')}
          readOnly={sentAt !== null}
        />
        {sentAt !== null ? (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              {t('recovery.codeSent')}
            </p>
            <OneTimeCodeField<SmsReset> name="code" id="forgot-code" label={t('recovery.code')} placeholder={t('recovery.codePlaceholder')} />
            <PasswordField<SmsReset>
              name="password"
              id="forgot-password"
              label={t('recovery.newPassword')}
              hint={t('recovery.passwordHint')}
              autoComplete="new-password"
            />
            <div className="flex justify-end">
              <ResendButton availableAt={sentAt + ONE_TIME_CODE_RESEND_SECONDS * 1000} busy={busy} onResend={sendCode} />
            </div>
          </>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={busy || phone.length !== 10 || (sentAt !== null && (code.length !== 6 || !password))}>
          {sentAt === null
            ? forgot.isPending
              ? t('recovery.sending')
              : t('recovery.sendCode')
            : reset.isPending
              ? t('recovery.saving')
              : t('recovery.setPassword')}
        </Button>
      </form>
    </FormProvider>
  );
}
