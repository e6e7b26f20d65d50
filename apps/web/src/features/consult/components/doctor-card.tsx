import type { MatchedExpert } from '@sahay/domain/consultation-requests';
import { BadgeCheck, Loader2, MessageCircle, Phone, Star, Video } from 'lucide-react';
import { ExpertAvatar } from '@/components/expert-avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** Spec 001 §9: up to 3 languages on a card. */
const LANGUAGES_SHOWN = 3;

interface DoctorCardProps {
  doctor: MatchedExpert;
  selected: boolean;
  notifying: boolean;
  disabled: boolean;
  onSelect: () => void;
  onConsultNow: () => void;
  onCall: () => void;
  onChat: () => void;
}

/** Spec 001 §2.2 doctor card: name, specialisation, rating to 1 decimal, experience, languages, online and verified marks. */
export function DoctorCard({ doctor, selected, notifying, disabled, onSelect, onConsultNow, onCall, onChat }: DoctorCardProps) {
  return (
    <Card className={cn('p-4', selected && 'ring-2 ring-primary')} aria-label={doctor.name} role="article">
      <button type="button" onClick={onSelect} disabled={disabled} className="flex w-full items-start gap-3 text-left" aria-label={`Select ${doctor.name}`}>
        <ExpertAvatar name={doctor.name} photoUrl={doctor.profilePhoto} online={doctor.isOnline} />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-1.5 font-semibold">
            {doctor.name}
            {doctor.isVerified ? <BadgeCheck aria-label="Verified" className="size-4 text-primary" /> : null}
          </span>
          <span className="block text-sm text-muted-foreground">{doctor.specialization}</span>
          <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
              <span aria-label={`Rating ${doctor.rating.toFixed(1)}`}>{doctor.rating.toFixed(1)}</span>
            </span>
            <span>{doctor.experienceYears} yrs exp</span>
            <span className={doctor.isOnline ? 'font-medium text-success' : 'text-muted-foreground'}>{doctor.isOnline ? 'Online' : 'Offline'}</span>
          </span>
          {doctor.languages.length > 0 ? (
            <span className="mt-1 block text-xs text-muted-foreground">{doctor.languages.slice(0, LANGUAGES_SHOWN).join(', ')}</span>
          ) : null}
        </span>
      </button>
      <div className="mt-3 flex gap-2">
        <Button className="flex-1" onClick={onConsultNow} disabled={disabled}>
          {notifying ? <Loader2 aria-hidden className="animate-spin" /> : <Video aria-hidden />}
          {notifying ? 'Notifying...' : 'Consult Now'}
        </Button>
        <Button variant="outline" size="icon" onClick={onCall} disabled={disabled} aria-label={`Call ${doctor.name}`}>
          <Phone aria-hidden />
        </Button>
        <Button variant="outline" size="icon" onClick={onChat} disabled={disabled} aria-label={`Chat with ${doctor.name}`}>
          <MessageCircle aria-hidden />
        </Button>
      </div>
    </Card>
  );
}
