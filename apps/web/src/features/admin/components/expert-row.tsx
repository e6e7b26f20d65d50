import type { AdminExpert } from '@sahay/domain/expert-admin';
import { Ban, RotateCcw, Star } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_AREA } from '@/components/admin-area';
import { ExpertAvatar } from '@/components/expert-avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { categoryLabel, groupName } from '@/lib/specialty-names';
import { toast } from '@/lib/toast';
import { useSuspendExpert } from '../api/experts-query';
import { ExpertDetails } from './expert-details';
import { STATUS_STYLES, statusLabel } from './expert-labels';
import { ReasonDialog } from './reason-dialog';

export function ExpertRow({ expert }: { expert: AdminExpert }) {
  const { t } = useT(ADMIN_AREA);
  const suspension = useSuspendExpert();
  const [suspending, setSuspending] = useState(false);
  const headingId = `row-${expert.id}`;
  const { name } = expert;
  const suspend = (reason: string) =>
    suspension.mutate(
      { id: expert.id, input: { suspend: true, reason } },
      {
        onSuccess: () => {
          setSuspending(false);
          toast.success(t('admin.experts.suspended', { name }), { description: t('admin.experts.suspendedNote') });
        },
      },
    );
  const reinstate = () =>
    suspension.mutate({ id: expert.id, input: { suspend: false } }, { onSuccess: () => toast.success(t('admin.experts.reinstated', { name })) });

  return (
    <Card role="article" aria-labelledby={headingId} className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-3">
          <ExpertAvatar name={name} photoUrl={expert.photoUrl} size="sm" />
          <div className="min-w-0">
            <h2 id={headingId} className="flex items-center gap-2 font-semibold">
              <span aria-hidden className={`size-2.5 rounded-full ${expert.isOnline ? 'bg-emerald-500' : 'bg-slate-300'}`} />
              {name}
              <span className="sr-only">{expert.isOnline ? t('admin.experts.isOnline') : t('admin.experts.isOffline')}</span>
            </h2>
            <p className="text-sm text-muted-foreground">
              {categoryLabel(t, expert.category, 'expert')} · {groupName(t, expert.specialization)} ·{' '}
              <span className="inline-flex items-center gap-0.5">
                <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
                {expert.rating.toFixed(1)}
              </span>{' '}
              · {t('admin.experts.consultations', { count: expert.totalConsultations })}
            </p>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLES[expert.status]}`}>{statusLabel(t, expert.status)}</span>
          {expert.status === 'approved' ? (
            <Button variant="outline" onClick={() => setSuspending(true)} aria-describedby={headingId}>
              <Ban aria-hidden /> {t('admin.experts.suspend')}
            </Button>
          ) : null}
          {expert.status === 'suspended' ? (
            <Button variant="outline" onClick={reinstate} disabled={suspension.isPending} aria-describedby={headingId}>
              <RotateCcw aria-hidden /> {t('admin.experts.reinstate')}
            </Button>
          ) : null}
        </div>
      </div>
      {expert.statusReason ? <p className="mt-2 text-sm text-muted-foreground">{t('admin.reasonValue', { reason: expert.statusReason })}</p> : null}
      <details className="mt-2">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-primary">{t('admin.experts.details')}</summary>
        <div className="pt-2">
          <ExpertDetails expert={expert} />
        </div>
      </details>
      <ReasonDialog
        open={suspending}
        onOpenChange={setSuspending}
        title={t('admin.experts.suspendTitle', { name })}
        description={t('admin.experts.suspendNote')}
        confirmLabel={t('admin.experts.suspend')}
        pending={suspension.isPending}
        onConfirm={suspend}
      />
    </Card>
  );
}
