import { useEffect } from 'react';
import { Link } from '@/lib/router';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/auth-client';
import { useT } from '@/i18n/i18n';
import { DELETE_ACCOUNT_AREA } from '../delete-account-area';
import { DeleteMyAccount } from './delete-my-account';
import { DeletionPolicy } from './deletion-policy';
import { DeletionRequestForm } from './deletion-request-form';
import { accountDeletionChecks, deletionRequestChecks } from './deletion-checks';

/** Spec 000 §2 /delete-account, made real: requests are stored; a signed-in patient can delete at once. */
export function DeleteAccountPage() {
  const { user } = useSession();
  const { t } = useT(DELETE_ACCOUNT_AREA);
  const title = t('deletion.docTitle');

  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    // A failure here is retried, and reported, by the submit that needs the checks.
    deletionRequestChecks.preload().catch(() => undefined);
    accountDeletionChecks.preload().catch(() => undefined);
  }, []);

  const canDeleteNow = user?.role === 'patient';
  return (
    <main className="mx-auto w-full max-w-5xl px-4 pb-12 pt-6 md:pt-12">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t('deletion.title')}</h1>
        <p className="mt-2 text-muted-foreground md:text-lg">{t('deletion.lead')}</p>
      </header>

      <div className="mt-6 grid gap-6 md:mt-8 md:grid-cols-5 md:gap-8">
        <div className="space-y-6 md:col-span-3">
          {canDeleteNow ? <DeleteMyAccount user={user} /> : null}
          <Card className="p-5 sm:p-7">
            <h2 className="text-lg font-semibold">{t(canDeleteNow ? 'deletion.orSend' : 'deletion.send')}</h2>
            <p className="mb-5 mt-1 text-sm text-muted-foreground">{t(user ? 'deletion.teamChecks' : 'deletion.noSignIn')}</p>
            <DeletionRequestForm />
          </Card>
          {!user ? (
            <p className="text-sm text-muted-foreground">
              {t('deletion.havePassword')}{' '}
              <Link to="/patient-registration" className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline">
                {t('deletion.logIn')}
              </Link>
            </p>
          ) : null}
        </div>
        <aside className="md:col-span-2" aria-label={t('deletion.policy')}>
          <DeletionPolicy />
        </aside>
      </div>
    </main>
  );
}
