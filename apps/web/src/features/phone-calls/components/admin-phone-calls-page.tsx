import { PhoneCall } from 'lucide-react';
import { Link } from '@/lib/router';
import { AdminPage } from '@/components/admin-page';
import { EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { useAdminPhoneCalls } from '../api/admin-phone-calls-query';
import { BridgedCallCard } from './bridged-call-card';
import { useT } from '@/i18n/i18n';
import { PHONE_CALLS_AREA } from '../phone-calls-area';

function CallList() {
  const query = useAdminPhoneCalls();
  const { t } = useT(PHONE_CALLS_AREA);
  if (query.isPending) return <LoadingBlocks label={t('phoneCalls.loading')} />;
  if (query.isError) return <ErrorCard title={t('phoneCalls.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.calls.length === 0)
    return <EmptyCard icon={<PhoneCall aria-hidden className="size-8 text-muted-foreground" />}>{t('phoneCalls.none')}</EmptyCard>;
  return (
    // The states change while a call rings and talks: announced politely, not card by card.
    <div className="space-y-3" aria-live="polite">
      {query.data.calls.map((call) => (
        <BridgedCallCard key={call.id} call={call} />
      ))}
    </div>
  );
}

/** Issue 15 part 5: every bridged phone call and its states, live (admins only; numbers masked). */
export function AdminPhoneCallsPage() {
  const { t } = useT(PHONE_CALLS_AREA);
  return (
    <AdminPage title={t('phoneCalls.adminTitle')} narrow intro={t('phoneCalls.adminIntro')}>
      <Button asChild variant="outline" className="mb-4">
        <Link to="/test-exotel">
          <PhoneCall aria-hidden /> {t('phoneCalls.placeTest')}
        </Link>
      </Button>
      <CallList />
    </AdminPage>
  );
}
