import type { CurrentUser } from '@sahay/domain/auth';
import { Inbox, ShieldX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from '@/lib/router';
import { AdminNav } from '@/components/admin-nav';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { errorDescription } from '@/lib/api-client';
import { useSession } from '@/lib/auth-client';
import { useContactMessages, type MessageFilter } from '../api/contact-messages-query';
import { ContactMessageCard } from './contact-message-card';

const FILTERS = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
] as const;

const EMPTY_TEXT: Record<MessageFilter, string> = {
  new: 'No new messages. Everything has been handled.',
  handled: 'No handled messages yet.',
  all: 'No one has written to us yet.',
};

function AdminsOnly({ user }: { user: CurrentUser | null }) {
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10 text-center">
      <ShieldX aria-hidden className="mx-auto size-10 text-danger" />
      <h1 className="mt-4 text-2xl font-bold">Admins only</h1>
      <p className="mt-2 text-muted-foreground">
        {user ? `This page is for the Sahay support team. You are signed in as ${user.name}.` : 'Please log in with an admin account to see contact messages.'}
      </p>
      <Button asChild className="mt-6">
        {user ? <Link to="/">Return to Home</Link> : <Link to="/patient-registration">Login</Link>}
      </Button>
    </main>
  );
}

function MessageList({ filter }: { filter: MessageFilter }) {
  const query = useContactMessages(filter);
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading messages" className="space-y-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-36 animate-pulse rounded-2xl bg-muted" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card role="alert" className="p-6 text-center">
        <p className="font-semibold">Could not load the messages</p>
        <p className="mt-1 text-sm text-muted-foreground">{errorDescription(query.error, 'Please try again')}</p>
        <Button className="mt-4" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const { messages } = query.data;
  if (messages.length === 0) {
    return (
      <Card className="flex flex-col items-center p-8 text-center">
        <Inbox aria-hidden className="size-8 text-muted-foreground" />
        <p className="mt-3 text-muted-foreground">{EMPTY_TEXT[filter]}</p>
      </Card>
    );
  }
  return (
    <div className="space-y-3">
      {messages.map((message) => (
        <ContactMessageCard key={message.id} message={message} />
      ))}
    </div>
  );
}

/** The admin console's contact messages: newest first, to be answered and marked handled. */
export function AdminMessagesPage() {
  const { user, isLoading } = useSession();
  const [filter, setFilter] = useState<MessageFilter>('new');

  useEffect(() => {
    const previous = document.title;
    document.title = 'Contact messages · Sahay';
    return () => {
      document.title = previous;
    };
  }, []);

  if (isLoading) {
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-6" aria-busy="true">
        <div className="h-10 w-56 animate-pulse rounded-xl bg-muted" />
      </main>
    );
  }
  if (user?.role !== 'admin') return <AdminsOnly user={user} />;

  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-12 pt-6 md:pt-10">
      <AdminNav />
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Contact messages</h1>
      <p className="mb-5 mt-1 text-muted-foreground">Messages sent from the Contact page. Reply by email, then mark them handled.</p>
      <Tabs label="Show messages" tabs={FILTERS} value={filter} onValueChange={setFilter}>
        <MessageList filter={filter} />
      </Tabs>
    </main>
  );
}
