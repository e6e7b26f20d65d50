import { PhoneCall } from 'lucide-react';
import { Link } from '@/lib/router';
import { AdminPage } from '@/components/admin-page';
import { EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { useAdminPhoneCalls } from '../api/admin-phone-calls-query';
import { BridgedCallCard } from './bridged-call-card';

function CallList() {
  const query = useAdminPhoneCalls();
  if (query.isPending) return <LoadingBlocks label="Loading phone calls" />;
  if (query.isError) return <ErrorCard title="Could not load the phone calls" error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.calls.length === 0)
    return <EmptyCard icon={<PhoneCall aria-hidden className="size-8 text-muted-foreground" />}>No phone calls yet.</EmptyCard>;
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
  return (
    <AdminPage
      title="Phone calls"
      narrow
      intro="Bridged calls: Sahay sends the doctor a WhatsApp notice, calls the doctor, then the patient, and connects them. Without Exotel keys, calls are simulated and no phone rings."
    >
      <Button asChild variant="outline" className="mb-4">
        <Link to="/test-exotel">
          <PhoneCall aria-hidden /> Place a test call
        </Link>
      </Button>
      <CallList />
    </AdminPage>
  );
}
