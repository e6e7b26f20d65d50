import type { AccessLogEntry } from '@sahay/domain/access-log';
import { AUDIT_RETENTION_DAYS } from '@sahay/domain/legal';
import { ArrowLeft, ShieldCheck, Stethoscope, UserCog } from 'lucide-react';
import { Link } from '@/lib/router';
import { EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAccessLog } from '../api/access-log-query';
import { formatDateTime } from '@/lib/date-time';

function EntryRow({ entry }: { entry: AccessLogEntry }) {
  const Icon = entry.actorRole === 'admin' ? UserCog : Stethoscope;
  return (
    <li className="flex gap-3 p-4">
      <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong dark:text-foreground">
        <Icon aria-hidden className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{entry.who}</p>
        {entry.profession ? <p className="text-sm text-muted-foreground">{entry.profession}</p> : null}
        <p className="mt-1 text-sm">Opened: {entry.what}</p>
        <time dateTime={entry.at} className="mt-0.5 block text-xs text-muted-foreground">
          {formatDateTime(entry.at)}
        </time>
      </div>
    </li>
  );
}

function Entries() {
  const query = useAccessLog();
  if (query.isPending) return <LoadingBlocks label="Loading who opened your data" count={2} height="h-24" />;
  if (query.isError) return <ErrorCard title="Could not load the list" error={query.error} onRetry={() => void query.refetch()} />;
  const entries = query.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return (
      <EmptyCard icon={<ShieldCheck aria-hidden className="size-8 text-success" />}>
        <p>No expert or admin has opened your medical data yet.</p>
        <p className="mt-1 text-sm">When a doctor reads your consultation or an admin checks a prescription, it will show here.</p>
      </EmptyCard>
    );
  }
  return (
    <>
      <Card className="overflow-hidden">
        <ul aria-label="Who opened your data" className="divide-y divide-border">
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ul>
      </Card>
      {query.hasNextPage ? (
        <Button variant="outline" className="w-full" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? 'Loading…' : 'Show earlier'}
        </Button>
      ) : null}
    </>
  );
}

/** Issue 16: the person sees every read of their medical data by an expert or an admin. */
export function AccessLogPage() {
  const { user, isLoading } = useSession();
  useDocumentTitle('Who opened my data');
  if (isLoading) {
    return (
      <main className="mx-auto w-full max-w-xl px-4 py-6" aria-busy="true">
        <div className="h-28 animate-pulse rounded-2xl bg-muted" />
      </main>
    );
  }
  return (
    <main className="mx-auto w-full max-w-xl space-y-4 px-4 py-6">
      <Link to="/profile-menu" className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary">
        <ArrowLeft aria-hidden className="size-4" /> Profile
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">Who opened my data</h1>
      <p className="text-muted-foreground">
        Each time a Sahay expert or admin opens your medical data (your prescriptions, the messages and files of your consultations, and what you told us when
        you asked for one) it is recorded here. We keep this record for at least{' '}
        {AUDIT_RETENTION_DAYS / 365 === 1 ? 'one year' : `${AUDIT_RETENTION_DAYS} days`}. What you open yourself is not listed.
      </p>
      {user ? (
        <Entries />
      ) : (
        <Card className="p-6 text-center">
          <p className="text-muted-foreground">Please log in to see who opened your data.</p>
          <Button asChild className="mt-4">
            <Link to="/patient-registration">Login or Sign Up</Link>
          </Button>
        </Card>
      )}
    </main>
  );
}
