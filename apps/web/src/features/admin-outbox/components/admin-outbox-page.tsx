import { useState } from 'react';
import { ADMIN_AREA } from '@/components/admin-area';
import { AccessNotice, EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Tabs } from '@/components/ui/tabs';
import { useT } from '@/i18n/i18n';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOutbox, type OutboxFilter } from '../api/outbox-query';
import { OutboxEntryCard } from './outbox-entry-card';

function OutboxList({ filter }: { filter: OutboxFilter }) {
  const { t } = useT(ADMIN_AREA);
  const query = useOutbox(filter);
  if (query.isPending) return <LoadingBlocks label={t('admin.messages.loading')} />;
  if (query.isError) return <ErrorCard title={t('admin.outbox.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.messages.length === 0) return <EmptyCard>{t('admin.outbox.none')}</EmptyCard>;
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
  const { t } = useT(ADMIN_AREA);
  const { user, isLoading } = useSession();
  const [filter, setFilter] = useState<OutboxFilter>('all');
  useDocumentTitle(t('admin.outbox.title'));
  const filters = [
    { value: 'all', label: t('admin.outbox.all') },
    { value: 'pending', label: t('admin.outbox.retrying') },
    { value: 'failed', label: t('admin.outbox.failed') },
    { value: 'delivered', label: t('admin.outbox.delivered') },
  ] as const;

  if (isLoading) return <main className="mx-auto w-full max-w-3xl px-4 py-6" aria-busy="true" />;
  if (user?.role !== 'admin') {
    return <AccessNotice title={t('admin.adminsOnly')} user={user} signedOutText={t('admin.outbox.signedOut')} signedInText={t('admin.outbox.signedIn')} />;
  }
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-12 pt-6 md:pt-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('admin.outbox.title')}</h1>
      <p className="mb-5 mt-1 text-muted-foreground">{t('admin.outbox.intro')}</p>
      <Tabs label={t('admin.messages.show')} tabs={filters} value={filter} onValueChange={setFilter}>
        <OutboxList filter={filter} />
      </Tabs>
    </main>
  );
}
