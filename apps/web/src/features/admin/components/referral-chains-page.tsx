import { CATEGORY_LABELS } from '@sahay/domain/categories';
import type { ReferralChain } from '@sahay/domain/expert-admin';
import { ArrowRight, GitBranch } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { useReferralChains } from '../api/referral-chains-query';
import { AdminPage } from '@/components/admin-page';
import { formatDateTime } from '@/lib/date-time';

function Party({ party }: { party: ReferralChain['from'] }) {
  if (!party) return <span className="text-muted-foreground">Removed expert</span>;
  return (
    <span className="min-w-0">
      <span className="block font-semibold">{party.name}</span>
      <span className="block text-xs text-muted-foreground">{party.specialization}</span>
    </span>
  );
}

function ReferralCard({ referral }: { referral: ReferralChain }) {
  return (
    <Card
      role="article"
      aria-label={`Referral from ${referral.from?.name ?? 'a removed expert'} to ${referral.to?.name ?? 'a removed expert'}`}
      className="p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <Party party={referral.from} />
        <ArrowRight aria-label="referred to" className="size-5 text-primary" />
        <Party party={referral.to} />
      </div>
      <p className="mt-2 text-sm">
        <span className="font-medium">Reason:</span> {referral.reason}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">
        {CATEGORY_LABELS[referral.category].field} consultation {referral.consultationId.slice(0, 8)}... ({referral.consultationStatus}) ·{' '}
        <time dateTime={referral.createdAt}>{formatDateTime(referral.createdAt)}</time>
      </p>
      {referral.problem ? <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{referral.problem}</p> : null}
    </Card>
  );
}

/** Issue 7 part 2: /admin-referral-chains. */
export function ReferralChainsPage() {
  const query = useReferralChains();
  let body;
  if (query.isPending) body = <LoadingBlocks label="Loading referrals" height="h-28" />;
  else if (query.isError) body = <ErrorCard title="Could not load the referrals" error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.referrals.length === 0)
    body = <EmptyCard icon={<GitBranch aria-hidden className="size-8 text-muted-foreground" />}>No expert has referred a consultation yet.</EmptyCard>;
  else
    body = (
      <div className="space-y-2">
        {query.data.referrals.map((r) => (
          <ReferralCard key={r.id} referral={r} />
        ))}
      </div>
    );
  return (
    <AdminPage title="Referral chains" intro="Which expert handed a consultation to which colleague, and why. Newest first.">
      {body}
    </AdminPage>
  );
}
