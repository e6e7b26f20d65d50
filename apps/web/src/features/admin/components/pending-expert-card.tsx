import type { AdminExpert } from '@sahay/domain/expert-admin';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_AREA } from '@/components/admin-area';
import { ExpertAvatar } from '@/components/expert-avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { rich } from '@/i18n/rich-text';
import { formatDateTime } from '@/lib/date-time';
import { toast } from '@/lib/toast';
import { useReviewExpert } from '../api/experts-query';
import { STATUS_STYLES, statusLabel } from './expert-labels';
import { ExpertDetails } from './expert-details';
import { ReasonDialog } from './reason-dialog';

export function PendingExpertCard({ expert }: { expert: AdminExpert }) {
  const { t } = useT(ADMIN_AREA);
  const review = useReviewExpert();
  const [rejecting, setRejecting] = useState(false);
  const headingId = `expert-${expert.id}`;
  const { name } = expert;
  const approve = () =>
    review.mutate(
      { id: expert.id, review: { decision: 'approve' } },
      { onSuccess: () => toast.success(t('admin.approve.approved', { name }), { description: t('admin.approve.approvedNote') }) },
    );
  const reject = (reason: string) =>
    review.mutate(
      { id: expert.id, review: { decision: 'reject', reason } },
      {
        onSuccess: () => {
          setRejecting(false);
          toast.success(t('admin.approve.rejected', { name }), { description: t('admin.approve.rejectedNote') });
        },
      },
    );

  return (
    <Card role="article" aria-labelledby={headingId} className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-3">
          <ExpertAvatar name={name} photoUrl={expert.photoUrl} size="lg" />
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold">
              {name}
            </h2>
            <p className="text-sm text-muted-foreground">
              {rich(t('admin.approve.registered', { when: formatDateTime(expert.createdAt) }), [(text) => <time dateTime={expert.createdAt}>{text}</time>])}
            </p>
            {expert.photoUrl ? null : <p className="text-sm text-muted-foreground">{t('admin.approve.noPhoto')}</p>}
          </div>
        </div>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLES[expert.status]}`}>{statusLabel(t, expert.status)}</span>
      </div>
      {expert.statusReason ? <p className="mt-2 text-sm">{t('admin.approve.earlierReason', { reason: expert.statusReason })}</p> : null}
      <div className="mt-4">
        <ExpertDetails expert={expert} />
      </div>
      {expert.bio ? <p className="mt-3 whitespace-pre-wrap break-words text-sm leading-relaxed">{expert.bio}</p> : null}
      <div className="mt-4 flex flex-wrap justify-end gap-2 border-t border-border pt-3">
        <Button variant="outline" onClick={() => setRejecting(true)} disabled={review.isPending} aria-describedby={headingId}>
          <X aria-hidden /> {t('admin.reject')}
        </Button>
        <Button onClick={approve} disabled={review.isPending} aria-describedby={headingId}>
          <Check aria-hidden /> {review.isPending ? t('admin.saving') : t('admin.approve.approve')}
        </Button>
      </div>
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('admin.approve.rejectTitle', { name })}
        description={t('admin.approve.rejectNote')}
        confirmLabel={t('admin.reject')}
        pending={review.isPending}
        onConfirm={reject}
      />
    </Card>
  );
}
