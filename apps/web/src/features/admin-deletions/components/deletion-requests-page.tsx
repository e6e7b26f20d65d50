import type { DeletionRequestView } from '@sahay/domain/account-deletion';
import { useState } from 'react';
import { ADMIN_AREA } from '@/components/admin-area';
import { AdminPage } from '@/components/admin-page';
import { EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Tabs } from '@/components/ui/tabs';
import { useT } from '@/i18n/i18n';
import { useDeletionRequests } from '../api/deletion-requests-api';
import { DeletionRequestCard } from './deletion-request-card';

function RequestList({ view }: { view: DeletionRequestView }) {
  const { t } = useT(ADMIN_AREA);
  const query = useDeletionRequests(view);
  if (query.isPending) return <LoadingBlocks label={t('admin.deletions.loading')} height="h-44" />;
  if (query.isError) return <ErrorCard title={t('admin.deletions.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.requests.length === 0) return <EmptyCard>{view === 'pending' ? t('admin.deletions.noneOpen') : t('admin.deletions.noneClosed')}</EmptyCard>;
  return (
    <ul className="space-y-3">
      {query.data.requests.map((request) => (
        <li key={request.id}>
          <DeletionRequestCard request={request} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The admin console's deletion requests (issue 7 part 2; spec 000 §2, §9): verify the person against the account,
 * then delete it or close the request with a reason, within 2 business days to answer and 7 to delete.
 */
export function DeletionRequestsPage() {
  const { t } = useT(ADMIN_AREA);
  const [view, setView] = useState<DeletionRequestView>('pending');
  const views = [
    { value: 'pending', label: t('admin.deletions.open') },
    { value: 'closed', label: t('admin.deletions.closed') },
  ] as const;
  return (
    <AdminPage narrow title={t('admin.deletions.title')} intro={t('admin.deletions.intro')}>
      <Tabs label={t('admin.deletions.show')} tabs={views} value={view} onValueChange={setView}>
        <RequestList view={view} />
      </Tabs>
    </AdminPage>
  );
}
