import type { AccountDeletionInput } from '@sahay/domain/account-deletion';
import type { CurrentUser } from '@sahay/domain/auth';
import { TriangleAlert } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from '@/lib/router';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextField } from '@/components/forms/field';
import { RecentProofDialog } from '@/components/recent-proof-dialog';
import { isProofRequired, proofQueryOptions } from '@/lib/recent-proof';
import { toast } from '@/lib/toast';
import { useT } from '@/i18n/i18n';
import { DELETE_ACCOUNT_AREA } from '../delete-account-area';
import { useDeleteAccount } from '../api/use-delete-account';
import { accountDeletionChecks } from './deletion-checks';

/** The signed-in path: the password confirms it, and the account and its data go at once. */
export function DeleteMyAccount({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const { t } = useT(DELETE_ACCOUNT_AREA);
  const remove = useDeleteAccount();
  // Issue 20: an account made with a mobile number has no password: a recent code confirms it instead.
  const proof = useQuery(proofQueryOptions);
  const hasPassword = proof.data?.hasPassword ?? true;
  const [proving, setProving] = useState(false);
  // The form's resolver is fixed when it is made; whether a password is asked is known once the state has loaded.
  const asksPassword = useRef(hasPassword);
  useEffect(() => {
    asksPassword.current = hasPassword;
  });
  const resolver: Resolver<AccountDeletionInput> = (values, context, options) =>
    asksPassword.current ? accountDeletionChecks.resolver(values, context, options) : { values: {}, errors: {} };
  const form = useForm<AccountDeletionInput>({ resolver, defaultValues: { password: '' } });

  const confirmDeletion = (values: AccountDeletionInput) =>
    remove.mutate(hasPassword ? values : {}, {
      onSuccess: () => {
        toast.success(t('deletion.accountDeleted'), { description: t('deletion.accountDeletedText') });
        void navigate('/', { replace: true });
      },
      onError: (failure) => (isProofRequired(failure) ? setProving(true) : applyServerFieldErrors(failure, ['password'], form.setError)),
    });
  const onSubmit = form.handleSubmit(confirmDeletion);

  return (
    <section className="rounded-2xl border border-danger/50 bg-surface p-5 shadow-sm sm:p-7" aria-labelledby="delete-now-heading">
      <div className="flex items-start gap-3">
        <TriangleAlert aria-hidden className="mt-1 size-5 shrink-0 text-danger" />
        <div>
          <h2 id="delete-now-heading" className="text-lg font-semibold">
            {t('deletion.deleteNow')}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
            {user.email ? t('deletion.signedInAs', { email: user.email }) : t('deletion.signedIn')} {t('deletion.deleteNowText')}
          </p>
        </div>
      </div>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4" aria-label={t('deletion.deleteNow')}>
          {hasPassword ? (
            <TextField<AccountDeletionInput>
              name="password"
              id="delete-password"
              label={t('deletion.confirmPassword')}
              type="password"
              autoComplete="current-password"
              required
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t('deletion.mayAskCode')}</p>
          )}
          {/* The design system has no destructive button yet; this is its primary button in the danger colour. */}
          <button
            type="submit"
            disabled={remove.isPending}
            className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-danger px-5 text-base font-semibold text-white shadow-sm transition-colors select-none hover:bg-danger/90 disabled:pointer-events-none disabled:opacity-50 sm:w-auto dark:text-slate-950"
          >
            {t(remove.isPending ? 'deletion.deleting' : 'deletion.deleteNow')}
          </button>
        </form>
      </FormProvider>
      <RecentProofDialog open={proving} onOpenChange={setProving} onProven={() => confirmDeletion({})} />
    </section>
  );
}
