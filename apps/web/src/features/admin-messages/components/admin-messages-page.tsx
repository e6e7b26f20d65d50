import { useState } from 'react';
import { ADMIN_AREA } from '@/components/admin-area';
import { AdminNav } from '@/components/admin-nav';
import { AccessNotice, EmptyCard, ErrorCard, LoadingBlocks, PageLoadingHeader } from '@/components/query-states';
import { Tabs } from '@/components/ui/tabs';
import { useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useContactMessages, type MessageFilter } from '../api/contact-messages-query';
import { ContactMessageCard } from './contact-message-card';

const EMPTY_TEXT: Record<MessageFilter, MessageKey> = {
  new: 'admin.messages.noneNew',
  handled: 'admin.messages.noneHandled',
  all: 'admin.messages.noneAll',
};

function MessageList({ filter }: { filter: MessageFilter }) {
  const { t } = useT(ADMIN_AREA);
  const query = useContactMessages(filter);
  if (query.isPending) return <LoadingBlocks label={t('admin.messages.loading')} height="h-36" />;
  if (query.isError) return <ErrorCard title={t('admin.messages.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  const { messages } = query.data;
  if (messages.length === 0) return <EmptyCard>{t(EMPTY_TEXT[filter])}</EmptyCard>;
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
  const { t } = useT(ADMIN_AREA);
  const { user, isLoading } = useSession();
  const [filter, setFilter] = useState<MessageFilter>('new');
  useDocumentTitle(t('admin.messages.title'));
  const filters = [
    { value: 'new', label: t('admin.messages.new') },
    { value: 'handled', label: t('admin.messages.handled') },
    { value: 'all', label: t('admin.messages.all') },
  ] as const;

  if (isLoading) return <PageLoadingHeader />;
  if (user?.role !== 'admin') {
    return <AccessNotice title={t('admin.adminsOnly')} user={user} signedOutText={t('admin.messages.signedOut')} signedInText={t('admin.messages.signedIn')} />;
  }

  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-12 pt-6 md:pt-10">
      <AdminNav />
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('admin.messages.title')}</h1>
      <p className="mb-5 mt-1 text-muted-foreground">{t('admin.messages.intro')}</p>
      <Tabs label={t('admin.messages.show')} tabs={filters} value={filter} onValueChange={setFilter}>
        <MessageList filter={filter} />
      </Tabs>
    </main>
  );
}
