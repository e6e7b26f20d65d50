import { CATEGORY_LABELS } from '@sahay/domain/categories';
import type { DeskProfile } from '@sahay/domain/expert-desk';
import { Star } from 'lucide-react';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import { useSetOnline } from '../api/desk-query';

const NOTICE: Record<Exclude<DeskProfile['status'], 'approved'>, string> = {
  pending:
    'Your registration is under review. We check your professional registration, usually within 2 working days, and tell you by email and WhatsApp. Until then patients do not see you.',
  rejected: 'Your registration was not approved.',
  suspended: 'Your profile is suspended: patients do not see you, you cannot go online and your consultations are closed to you.',
};

/** The rating patients see on the expert's card, and how many real ratings it rests on (none yet for a seeded one). */
export function deskRating({ rating, ratingCount }: { rating: number; ratingCount: number }): string {
  if (rating <= 0) return 'No ratings yet';
  return ratingCount > 0 ? `${rating.toFixed(1)} (${ratingCount} rating${ratingCount === 1 ? '' : 's'})` : rating.toFixed(1);
}

export function DeskHeader({ profile }: { profile: DeskProfile }) {
  const setOnline = useSetOnline();
  const toggle = (online: boolean) => setOnline.mutate(online, { onSuccess: () => toast.success(online ? 'You are online' : 'You are offline') });
  return (
    <header className="mb-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{profile.name}</h1>
          <p className="flex flex-wrap items-center gap-1 text-muted-foreground">
            {CATEGORY_LABELS[profile.category].expert} · {profile.specialization} ·
            <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
            {deskRating(profile)}
          </p>
        </div>
        {profile.status === 'approved' ? (
          <div className="flex items-center gap-2 rounded-2xl border border-border bg-surface py-1 pl-4 pr-1">
            <label htmlFor="desk-online" className="text-sm font-semibold">
              {profile.isOnline ? 'Online' : 'Offline'}
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
          <p className="font-semibold">{profile.status === 'pending' ? 'Pending review' : profile.status === 'rejected' ? 'Not approved' : 'Suspended'}</p>
          <p className="mt-1">{NOTICE[profile.status]}</p>
          {profile.statusReason ? <p className="mt-1">Reason: {profile.statusReason}</p> : null}
        </div>
      ) : null}
    </header>
  );
}
