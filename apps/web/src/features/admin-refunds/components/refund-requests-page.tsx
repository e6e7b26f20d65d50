import { REFUND_WINDOW_DAYS } from '@sahay/domain/legal';
import { useState } from 'react';
import { ADMIN_AREA } from '@/components/admin-area';
import { AdminPage } from '@/components/admin-page';
import { EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Tabs } from '@/components/ui/tabs';
import { useT } from '@/i18n/i18n';
import { useRefundRequests, type RefundRequestsView } from '../api/refund-requests-api';
import { RefundRequestCard } from './refund-request-card';

function RequestList({ view }: { view: RefundRequestsView }) {
  const { t } = useT(ADMIN_AREA);
  const query = useRefundRequests(view);
  if (query.isPending) return <LoadingBlocks label={t('admin.refunds.loading')} height="h-40" />;
  if (query.isError) return <ErrorCard title={t('admin.refunds.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.requests.length === 0) return <EmptyCard>{view === 'pending' ? t('admin.refunds.noneWaiting') : t('admin.refunds.noneDecided')}</EmptyCard>;
  return (
    <ul className="space-y-3">
      {query.data.requests.map((request) => (
        <li key={request.id}>
          <RefundRequestCard request={request} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The admin console's refund requests (issue 19 part 6; spec 000 §9): patients ask within 7 days of a consultation
 * that was not completed; approving pays the money back through the payment provider, declining tells them why.
 */
export function RefundRequestsPage() {
  const { t } = useT(ADMIN_AREA);
  const [view, setView] = useState<RefundRequestsView>('pending');
  const views = [
    { value: 'pending', label: t('admin.refunds.pending') },
    { value: 'decided', label: t('admin.refunds.decided') },
  ] as const;
  return (
    <AdminPage narrow title={t('admin.refunds.title')} intro={t('admin.refunds.intro', { days: REFUND_WINDOW_DAYS })}>
      <Tabs label={t('admin.refunds.show')} tabs={views} value={view} onValueChange={setView}>
        <RequestList view={view} />
      </Tabs>
    </AdminPage>
  );
}
