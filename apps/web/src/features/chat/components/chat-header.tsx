import type { Presence } from '@sahay/domain/chat';
import { BadgeCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ExpertAvatar } from '@/components/expert-avatar';
import { UserAvatar } from '@/components/user-avatar';
import { usePresenceText } from '@/components/conversation/presence-text';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/i18n';
import { CHAT_AREA } from '../chat-area';

/** Re-renders every half minute so 'Last seen 2 minutes ago' stays true while the page is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface ChatHeaderProps {
  name: string;
  subtitle?: string;
  /** Spec 001 §2.11: the verified 'Expert' badge (the expert's side shows the patient instead). */
  badge?: string;
  presence: Presence | null;
  /** The expert's photo, on the patient's side. */
  photoUrl?: string | null;
}

export function ChatHeader({ name, subtitle, badge, presence, photoUrl }: ChatHeaderProps) {
  const now = useNow();
  const { t } = useT(CHAT_AREA);
  const presenceText = usePresenceText();
  return (
    <header className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-3 shadow-sm">
      <span className="relative">
        {photoUrl ? <ExpertAvatar name={name} photoUrl={photoUrl} size="sm" /> : <UserAvatar name={name} />}
        {presence?.online && <span aria-hidden className="absolute -right-0.5 -bottom-0.5 size-3 rounded-full border-2 border-surface bg-success" />}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="truncate text-lg font-bold">{name}</h1>
          {badge && (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-strong dark:text-foreground">
              <BadgeCheck aria-hidden className="size-3.5" /> {badge}
            </span>
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          {subtitle && <span>{subtitle} · </span>}
          <span role="status" aria-live="polite" className={cn(presence?.online && 'font-medium text-success')}>
            {presence ? presenceText(presence, now) : t('chat.connecting')}
          </span>
        </p>
      </div>
    </header>
  );
}
