import type { DeskProfile } from '@sahay/domain/expert-desk';
import { Star } from 'lucide-react';
import { Switch } from '@/components/ui/switch';
import { t as sayNow, useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import { toast } from '@/lib/toast';
import { categoryLabel, groupName } from '@/lib/specialty-names';
import { EXPERT_DESK_AREA } from '../expert-desk-area';
import { useSetOnline } from '../api/desk-query';

type Unapproved = Exclude<DeskProfile['status'], 'approved'>;
const NOTICE: Record<Unapproved, { title: MessageKey; text: MessageKey }> = {
  pending: { title: 'desk.statusPending', text: 'desk.noticePending' },
  rejected: { title: 'desk.statusRejected', text: 'desk.noticeRejected' },
  suspended: { title: 'desk.statusSuspended', text: 'desk.noticeSuspended' },
};

/** The rating patients see on the expert's card, and how many real ratings it rests on (none yet for a seeded one). */
export function deskRating({ rating, ratingCount }: { rating: number; ratingCount: number }): string {
  if (rating <= 0) return sayNow('desk.noRatings');
  return ratingCount > 0 ? sayNow('desk.ratingWithCount', { rating: rating.toFixed(1), count: ratingCount }) : rating.toFixed(1);
}

export function DeskHeader({ profile }: { profile: DeskProfile }) {
  const setOnline = useSetOnline();
  const { t } = useT(EXPERT_DESK_AREA);
  const toggle = (online: boolean) => setOnline.mutate(online, { onSuccess: () => toast.success(online ? t('desk.youAreOnline') : t('desk.youAreOffline')) });
  return (
    <header className="mb-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{profile.name}</h1>
          <p className="flex flex-wrap items-center gap-1 text-muted-foreground">
            {categoryLabel(t, profile.category, 'expert')} · {groupName(t, profile.specialization)} ·
            <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
            {deskRating(profile)}
          </p>
        </div>
        {profile.status === 'approved' ? (
          <div className="flex items-center gap-2 rounded-2xl border border-border bg-surface py-1 pl-4 pr-1">
            <label htmlFor="desk-online" className="text-sm font-semibold">
              {profile.isOnline ? t('desk.online') : t('desk.offline')}
            </label>
            <Switch id="desk-online" checked={profile.isOnline} onCheckedChange={toggle} disabled={setOnline.isPending} />
          </div>
        ) : null}
      </div>
      {profile.status !== 'approved' ? (
        <div
          role="status"
          className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-50"
        >
          <p className="font-semibold">{t(NOTICE[profile.status].title)}</p>
          <p className="mt-1">{t(NOTICE[profile.status].text)}</p>
          {profile.statusReason ? <p className="mt-1">{t('desk.reason', { reason: profile.statusReason })}</p> : null}
        </div>
      ) : null}
    </header>
  );
}
