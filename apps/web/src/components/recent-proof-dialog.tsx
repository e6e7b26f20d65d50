import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { OneTimeCodeField } from '@/components/forms/one-time-code-field';
import { PasswordField } from '@/components/forms/password-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/i18n/i18n';
import { proofQueryOptions, useProve, useSendProofCode } from '@/lib/recent-proof';
import { RECENT_PROOF_AREA } from './recent-proof-area';

interface ProofForm {
  password: string;
  code: string;
}

/**
 * "Confirm it is you" before a sensitive action (issue 20 part 5): the password, or a code by SMS to the verified
 * number. On success the action is tried again by the caller (`onProven`).
 */
export function RecentProofDialog({ open, onOpenChange, onProven }: { open: boolean; onOpenChange: (open: boolean) => void; onProven: () => void }) {
  const { t } = useT(RECENT_PROOF_AREA);
  const state = useQuery({ ...proofQueryOptions, enabled: open });
  const prove = useProve({ errorTitle: t('proof.notConfirmed'), errorFallback: t('proof.tryAgain') });
  const sendCode = useSendProofCode({ errorTitle: t('proof.sendFailed'), errorFallback: t('proof.tryAgain') });
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const form = useForm<ProofForm>({ defaultValues: { password: '', code: '' } });
  const [password, code] = useWatch({ control: form.control, name: ['password', 'code'] });
  const byCode = codeSentTo !== null || (state.data !== undefined && !state.data.hasPassword);

  const onSubmit = form.handleSubmit((values) =>
    prove.mutate(byCode ? { code: values.code } : { password: values.password }, {
      onSuccess: () => {
        form.reset();
        setCodeSentTo(null);
        onOpenChange(false);
        onProven();
      },
      onError: (error) => applyServerFieldErrors(error, ['password', 'code'], form.setError),
    }),
  );
  const send = () => sendCode.mutate(undefined, { onSuccess: (answer) => setCodeSentTo(answer.sentTo) });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('proof.title')} description={t('proof.description')}>
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" aria-label={t('proof.title')}>
          {byCode ? (
            codeSentTo ? (
              <>
                <p className="text-sm text-muted-foreground">{t('proof.codeSentTo', { to: codeSentTo })}</p>
                <OneTimeCodeField<ProofForm> name="code" id="proof-code" label={t('proof.code')} placeholder="••••••" />
              </>
            ) : (
              <Button variant="outline" className="w-full" onClick={send} disabled={sendCode.isPending || !state.data?.codeTo}>
                {sendCode.isPending ? t('proof.sending') : state.data?.codeTo ? t('proof.sendCodeTo', { to: state.data.codeTo }) : t('proof.sendCodeToMine')}
              </Button>
            )
          ) : (
            <PasswordField<ProofForm> name="password" id="proof-password" label={t('proof.password')} autoComplete="current-password" />
          )}
          {!byCode && state.data?.codeTo ? (
            <Button variant="link" onClick={send} disabled={sendCode.isPending}>
              {t('proof.useCode')}
            </Button>
          ) : null}
          {byCode && !codeSentTo ? null : (
            <Button type="submit" size="lg" className="w-full" disabled={prove.isPending || (byCode ? code.length !== 6 : !password)}>
              {t(prove.isPending ? 'proof.checking' : 'proof.confirm')}
            </Button>
          )}
        </form>
      </FormProvider>
    </Dialog>
  );
}
