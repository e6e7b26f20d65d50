import type { ChangePhone } from '@sahay/domain/account-security';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { OneTimeCodeField } from '@/components/forms/one-time-code-field';
import { PhoneField } from '@/components/forms/phone-field';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useT } from '@/i18n/i18n';
import { ACCOUNT_SECURITY_AREA } from '../account-security-area';
import { useChangePhone, useSendPhoneChangeCode } from '../api/account-security';

/** Change (or confirm) the mobile number: a recent proof, then a code sent to the new number. */
export function PhoneSection({ current, handled }: { current: string | null; handled: (error: unknown, again: () => void) => boolean }) {
  const { t } = useT(ACCOUNT_SECURITY_AREA);
  const sendCode = useSendPhoneChangeCode();
  const change = useChangePhone();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ChangePhone>({ defaultValues: { phone: '', code: '' } });
  const [phone, code] = useWatch({ control: form.control, name: ['phone', 'code'] });
  const send = () =>
    sendCode.mutate(phone, {
      onSuccess: (answer) => setSentTo(answer.sentTo),
      onError: (error) => handled(error, send) || applyServerFieldErrors(error, ['phone'], form.setError),
    });
  const confirm = (values: ChangePhone) =>
    change.mutate(values, {
      onSuccess: () => {
        toast.success(t('accountSecurity.phoneSaved'), { description: t('accountSecurity.phoneSavedText') });
        setSentTo(null);
        form.reset();
      },
      onError: (error) => handled(error, () => confirm(values)) || applyServerFieldErrors(error, ['phone', 'code'], form.setError),
    });
  const onSubmit = form.handleSubmit((values) => (sentTo ? confirm(values) : send()));
  return (
    <section aria-labelledby="phone-heading" className="space-y-3">
      <h2 id="phone-heading" className="text-lg font-semibold">
        {t('accountSecurity.phone')}
      </h2>
      <p className="text-sm text-muted-foreground">
        {current ? `${t('accountSecurity.phoneNow', { phone: current })} ` : ''}
        {t('accountSecurity.phoneLead')}
      </p>
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" aria-label={t('accountSecurity.changePhone')}>
          <PhoneField<ChangePhone>
            name="phone"
            id="new-phone"
            label={t('accountSecurity.newPhone')}
            autoComplete="tel-national"
            placeholder="98765 43210"
            readOnly={sentTo !== null}
          />
          {sentTo ? (
            <>
              <p className="text-sm text-muted-foreground">{t('accountSecurity.codeSentTo', { to: sentTo })}</p>
              <OneTimeCodeField<ChangePhone> name="code" id="new-phone-code" label={t('accountSecurity.code')} placeholder="••••••" />
            </>
          ) : null}
          <Button type="submit" disabled={sendCode.isPending || change.isPending || phone.length !== 10 || (sentTo !== null && code.length !== 6)}>
            {t(sentTo ? 'accountSecurity.confirmNumber' : sendCode.isPending ? 'accountSecurity.sending' : 'accountSecurity.sendCode')}
          </Button>
        </form>
      </FormProvider>
    </section>
  );
}
