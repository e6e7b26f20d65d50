import type { AdminExpert } from '@sahay/domain/expert-admin';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { ExpertAvatar } from '@/components/expert-avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useReviewExpert } from '../api/experts-query';
import { formatDateTime } from '@/lib/date-time';
import { STATUS_LABELS, STATUS_STYLES } from './expert-labels';
import { ExpertDetails } from './expert-details';
import { ReasonDialog } from './reason-dialog';

export function PendingExpertCard({ expert }: { expert: AdminExpert }) {
  const review = useReviewExpert();
  const [rejecting, setRejecting] = useState(false);
  const headingId = `expert-${expert.id}`;
  const approve = () =>
    review.mutate(
      { id: expert.id, review: { decision: 'approve' } },
      { onSuccess: () => toast.success(`${expert.name} approved`, { description: 'They have been told by email and WhatsApp.' }) },
    );
  const reject = (reason: string) =>
    review.mutate(
      { id: expert.id, review: { decision: 'reject', reason } },
      {
        onSuccess: () => {
          setRejecting(false);
          toast.success(`${expert.name} rejected`, { description: 'They have been told why.' });
        },
      },
    );

  return (
    <Card role="article" aria-labelledby={headingId} className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-3">
          <ExpertAvatar name={expert.name} photoUrl={expert.photoUrl} size="lg" />
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold">
              {expert.name}
            </h2>
            <p className="text-sm text-muted-foreground">
              Registered <time dateTime={expert.createdAt}>{formatDateTime(expert.createdAt)}</time>
            </p>
            {expert.photoUrl ? null : <p className="text-sm text-muted-foreground">No photo uploaded</p>}
          </div>
        </div>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLES[expert.status]}`}>{STATUS_LABELS[expert.status]}</span>
      </div>
      {expert.statusReason ? <p className="mt-2 text-sm">Earlier reason: {expert.statusReason}</p> : null}
      <div className="mt-4">
        <ExpertDetails expert={expert} />
      </div>
      {expert.bio ? <p className="mt-3 whitespace-pre-wrap break-words text-sm leading-relaxed">{expert.bio}</p> : null}
      <div className="mt-4 flex flex-wrap justify-end gap-2 border-t border-border pt-3">
        <Button variant="outline" onClick={() => setRejecting(true)} disabled={review.isPending} aria-describedby={headingId}>
          <X aria-hidden /> Reject
        </Button>
        <Button onClick={approve} disabled={review.isPending} aria-describedby={headingId}>
          <Check aria-hidden /> {review.isPending ? 'Saving...' : 'Approve'}
        </Button>
      </div>
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={`Reject ${expert.name}?`}
        description="They stay unverified and are never shown to patients."
        confirmLabel="Reject"
        pending={review.isPending}
        onConfirm={reject}
      />
    </Card>
  );
}
