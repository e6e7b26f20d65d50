import { HeartPulse } from 'lucide-react';
import { Link, useSearchParams } from '@/lib/router';
import { PersonChooser } from '@/components/person-chooser';
import { AccessNotice, PageLoadingHeader } from '@/components/query-states';
import { useSession } from '@/lib/auth-client';
import { memberOf, useFamilyMembers } from '@/lib/family-members-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HealthTracker } from './health-tracker';
import { useT } from '@/i18n/i18n';
import { TRACKER_AREA } from '../tracker-area';

/** /health-tracker?member=: the tracker as a page, for a signed-in patient or one of their family members. */
export function HealthTrackerPage() {
  const { t } = useT(TRACKER_AREA);
  const { user, isLoading } = useSession();
  const [params, setParams] = useSearchParams();
  const family = useFamilyMembers(user?.role === 'patient');
  const members = family.data?.members ?? [];
  const member = memberOf(members, params.get('member'));
  useDocumentTitle(t('tracker.title'));
  // A reading must not be saved for the holder while the member named in the address is still loading.
  if (isLoading || (params.get('member') && family.isPending)) return <PageLoadingHeader />;
  if (user?.role !== 'patient') {
    return <AccessNotice title={t('tracker.title')} user={user} signedOutText={t('tracker.logIn')} signedInText={t('tracker.patientsOnly')} />;
  }
  return (
    <main className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <HeartPulse aria-hidden className="size-6 text-primary" /> {t('tracker.title')}
        </h1>
        <p className="mt-1 text-muted-foreground">
          {t('tracker.intro')}{' '}
          <Link to="/privacy" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('tracker.howWeKeep')}
          </Link>
        </p>
      </header>
      {members.length > 0 ? (
        <PersonChooser
          legend={t('tracker.whose')}
          members={members}
          value={member?.id ?? null}
          onChange={(id) => setParams(id ? { member: id } : {}, { replace: true })}
        />
      ) : null}
      <HealthTracker key={member?.id ?? 'me'} memberId={member?.id ?? null} personName={member?.name} />
    </main>
  );
}
