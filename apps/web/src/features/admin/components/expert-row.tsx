import type { AdminExpert } from '@sahay/domain/expert-admin';
import { CATEGORY_LABELS } from '@sahay/domain/categories';
import { Ban, RotateCcw, Star } from 'lucide-react';
import { useState } from 'react';
import { ExpertAvatar } from '@/components/expert-avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useSuspendExpert } from '../api/experts-query';
import { ExpertDetails } from './expert-details';
import { STATUS_LABELS, STATUS_STYLES } from './expert-labels';
import { ReasonDialog } from './reason-dialog';

export function ExpertRow({ expert }: { expert: AdminExpert }) {
  const suspension = useSuspendExpert();
  const [suspending, setSuspending] = useState(false);
  const headingId = `row-${expert.id}`;
  const suspend = (reason: string) =>
    suspension.mutate(
      { id: expert.id, input: { suspend: true, reason } },
      {
        onSuccess: () => {
          setSuspending(false);
          toast.success(`${expert.name} suspended`, { description: 'They are offline and hidden from patients.' });
        },
      },
    );
  const reinstate = () => suspension.mutate({ id: expert.id, input: { suspend: false } }, { onSuccess: () => toast.success(`${expert.name} reinstated`) });

  return (
    <Card role="article" aria-labelledby={headingId} className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-3">
          <ExpertAvatar name={expert.name} photoUrl={expert.photoUrl} size="sm" />
          <div className="min-w-0">
            <h2 id={headingId} className="flex items-center gap-2 font-semibold">
              <span aria-hidden className={`size-2.5 rounded-full ${expert.isOnline ? 'bg-emerald-500' : 'bg-slate-300'}`} />
              {expert.name}
              <span className="sr-only">{expert.isOnline ? '(online)' : '(offline)'}</span>
            </h2>
            <p className="text-sm text-muted-foreground">
              {CATEGORY_LABELS[expert.category].expert} · {expert.specialization} ·{' '}
              <span className="inline-flex items-center gap-0.5">
                <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
                {expert.rating.toFixed(1)}
              </span>{' '}
              · {expert.totalConsultations} consultations
            </p>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLES[expert.status]}`}>{STATUS_LABELS[expert.status]}</span>
          {expert.status === 'approved' ? (
            <Button variant="outline" onClick={() => setSuspending(true)} aria-describedby={headingId}>
              <Ban aria-hidden /> Suspend
            </Button>
          ) : null}
          {expert.status === 'suspended' ? (
            <Button variant="outline" onClick={reinstate} disabled={suspension.isPending} aria-describedby={headingId}>
              <RotateCcw aria-hidden /> Reinstate
            </Button>
          ) : null}
        </div>
      </div>
      {expert.statusReason ? <p className="mt-2 text-sm text-muted-foreground">Reason: {expert.statusReason}</p> : null}
      <details className="mt-2">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-primary">Details</summary>
        <div className="pt-2">
          <ExpertDetails expert={expert} />
        </div>
      </details>
      <ReasonDialog
        open={suspending}
        onOpenChange={setSuspending}
        title={`Suspend ${expert.name}?`}
        description="They go offline, are unverified and no patient is matched to them until reinstated."
        confirmLabel="Suspend"
        pending={suspension.isPending}
        onConfirm={suspend}
      />
    </Card>
  );
}
