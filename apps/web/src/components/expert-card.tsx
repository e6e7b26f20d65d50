import type { MatchedExpert } from '@sahay/domain/consultation-requests';
import { BadgeCheck, MessageCircle, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { ExpertAvatar } from '@/components/expert-avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { bookingPath } from '@/lib/booking-path';
import { expertPagePath } from '@/lib/expert-page-path';
import { patientChatPath } from '@/lib/patient-chat-path';
import { useT } from '@/i18n/i18n';
import { CONSULTATION_CARDS_AREA } from './consultation-cards-area';

/** Spec 001 §9: up to 3 languages on a card. */
const LANGUAGES_SHOWN = 3;

/**
 * What every expert card says (spec 001 §2.2): name and verified mark, specialisation, rating to one decimal,
 * experience, online or offline, up to three languages. Phrasing content only, so it may sit inside a button.
 */
export function ExpertFacts({ expert }: { expert: MatchedExpert }) {
  const { t } = useT(CONSULTATION_CARDS_AREA);
  return (
    <>
      <span className="flex flex-wrap items-center gap-1.5 font-semibold">
        <span className="break-words">{expert.name}</span>
        {expert.isVerified ? <BadgeCheck aria-label={t('cards.verified')} className="size-4 shrink-0 text-primary" /> : null}
      </span>
      <span className="block text-sm text-muted-foreground">{expert.specialization}</span>
      <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1">
          <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
          <span className="sr-only">{t('cards.rating')}</span>
          {expert.rating.toFixed(1)}
        </span>
        <span>{t('cards.experience', { years: expert.experienceYears })}</span>
        <span className={expert.isOnline ? 'font-medium text-success' : 'text-muted-foreground'}>{t(expert.isOnline ? 'cards.online' : 'cards.offline')}</span>
      </span>
      {expert.languages.length > 0 ? (
        <span className="mt-1 block text-xs text-muted-foreground">{expert.languages.slice(0, LANGUAGES_SHOWN).join(', ')}</span>
      ) : null}
    </>
  );
}

/**
 * One verified expert as patients see them in lists; the action defaults to a chat with them. The profile link
 * opens the expert's own page; `details` adds lines under the facts (a search result's fee and next free time).
 */
export function ExpertCard({
  expert,
  highlighted = false,
  action,
  details,
}: {
  expert: MatchedExpert;
  highlighted?: boolean;
  action?: ReactNode;
  details?: ReactNode;
}) {
  const { t } = useT(CONSULTATION_CARDS_AREA);
  return (
    <Card
      role="article"
      aria-label={expert.name}
      aria-current={highlighted ? 'true' : undefined}
      className={cn('flex flex-wrap items-center gap-3 p-4', highlighted && 'border-2 border-primary')}
    >
      <ExpertAvatar name={expert.name} photoUrl={expert.profilePhoto} online={expert.isOnline} />
      <div className="min-w-0 flex-1 basis-44">
        <ExpertFacts expert={expert} />
        {details}
        <Link
          to={expertPagePath(expert.id)}
          aria-label={t('cards.profileOf', { name: expert.name })}
          className="mt-1 inline-block text-sm font-medium text-primary underline-offset-2 hover:underline"
        >
          {t('cards.profile')}
        </Link>
      </div>
      <div className="ml-auto flex gap-2">
        {action ?? (
          <>
            <BookExpert expert={expert} />
            <ChatWithExpert expert={expert} />
          </>
        )}
      </div>
    </Card>
  );
}

export function ChatWithExpert({ expert }: { expert: Pick<MatchedExpert, 'id' | 'name'> }) {
  const { t } = useT(CONSULTATION_CARDS_AREA);
  return (
    <Button asChild variant="soft">
      <Link to={patientChatPath(expert)} aria-label={t('cards.chatWith', { name: expert.name })}>
        <MessageCircle aria-hidden />
        {t('cards.chat')}
      </Link>
    </Button>
  );
}

/** Issue 19 part 2: book one of the expert's free slots. */
export function BookExpert({ expert }: { expert: Pick<MatchedExpert, 'id' | 'name'> }) {
  const { t } = useT(CONSULTATION_CARDS_AREA);
  return (
    <Button asChild variant="outline">
      <Link to={bookingPath(expert.id)} aria-label={t('cards.bookWith', { name: expert.name })}>
        {t('cards.book')}
      </Link>
    </Button>
  );
}
