import { Inbox, ShieldX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { errorDescription } from '@/lib/api-client';
import { useSession } from '@/lib/auth-client';
import { useOutbox, type OutboxFilter } from '../api/outbox-query';
import { OutboxEntryCard } from './outbox-entry-card';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Retrying' },
  { value: 'failed', label: 'Failed' },
  { value: 'delivered', label: 'Delivered' },
] as const;

function OutboxList({ filter }: { filter: OutboxFilter }) {
  const query = useOutbox(filter);
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading messages" className="space-y-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-32 animate-pulse rounded-2xl bg-muted" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card role="alert" className="p-6 text-center">
        <p className="font-semibold">Could not load the outbox</p>
        <p className="mt-1 text-sm text-muted-foreground">{errorDescription(query.error, 'Please try again')}</p>
        <Button className="mt-4" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (query.data.messages.length === 0) {
    return (
      <Card className="flex flex-col items-center p-8 text-center">
        <Inbox aria-hidden className="size-8 text-muted-foreground" />
        <p className="mt-3 text-muted-foreground">No messages here.</p>
      </Card>
    );
  }
  return (
    <div className="space-y-3">
      {query.data.messages.map((entry) => (
        <OutboxEntryCard key={entry.id} entry={entry} />
      ))}
    </div>
  );
}

/** The admin inbox: every SMS, WhatsApp and email Sahay sends, with each delivery attempt. */
export function AdminOutboxPage() {
  const { user, isLoading } = useSession();
  const [filter, setFilter] = useState<OutboxFilter>('all');
  useEffect(() => {
    const previous = document.title;
    document.title = 'Outbox · Sahay';
    return () => {
      document.title = previous;
    };
  }, []);

  if (isLoading) return <main className="mx-auto w-full max-w-3xl px-4 py-6" aria-busy="true" />;
  if (user?.role !== 'admin') {
    return (
      <main className="mx-auto w-full max-w-xl px-4 py-10 text-center">
        <ShieldX aria-hidden className="mx-auto size-10 text-danger" />
        <h1 className="mt-4 text-2xl font-bold">Admins only</h1>
        <p className="mt-2 text-muted-foreground">
          {user ? `This page is for the Sahay team. You are signed in as ${user.name}.` : 'Please log in with an admin account to see the outbox.'}
        </p>
        <Button asChild className="mt-6">
          {user ? <Link to="/">Return to Home</Link> : <Link to="/patient-registration">Login</Link>}
        </Button>
      </main>
    );
  }
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-12 pt-6 md:pt-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Outbox</h1>
      <p className="mb-5 mt-1 text-muted-foreground">
        Every SMS, WhatsApp and email message. Without provider keys, messages are delivered here, to this inbox.
      </p>
      <Tabs label="Show messages" tabs={FILTERS} value={filter} onValueChange={setFilter}>
        <OutboxList filter={filter} />
      </Tabs>
    </main>
  );
}
