import type { MatchedExpert } from '@sahay/domain/consultation-requests';
import { Loader2, MessageCircle, Phone, Video } from 'lucide-react';
import { ExpertAvatar } from '@/components/expert-avatar';
import { ExpertFacts } from '@/components/expert-card';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { expertPagePath } from '@/lib/expert-page-path';
import { Link } from '@/lib/router';

import { useT } from '@/i18n/i18n';
import { CONSULT_AREA } from '../consult-area';

interface DoctorCardProps {
  doctor: MatchedExpert;
  selected: boolean;
  notifying: boolean;
  disabled: boolean;
  onSelect: () => void;
  onConsultNow: () => void;
  onCall: () => void;
  /** The phone call is being placed; `callDisabled` while a call from this list is live. */
  calling: boolean;
  callDisabled: boolean;
  onChat: () => void;
}

/** Spec 001 §2.2 doctor card: name, specialisation, rating to 1 decimal, experience, languages, online and verified marks. */
export function DoctorCard({ doctor, selected, notifying, disabled, onSelect, onConsultNow, onCall, calling, callDisabled, onChat }: DoctorCardProps) {
  const { t } = useT(CONSULT_AREA);
  return (
    <Card className={cn('p-4', selected && 'ring-2 ring-primary')} aria-label={doctor.name} role="article">
      <button
        type="button"
        onClick={onSelect}
        disabled={disabled}
        className="flex w-full items-start gap-3 text-left"
        aria-label={t('consult.selectDoctor', { name: doctor.name })}
      >
        <ExpertAvatar name={doctor.name} photoUrl={doctor.profilePhoto} online={doctor.isOnline} />
        <span className="min-w-0 flex-1">
          <ExpertFacts expert={doctor} />
        </span>
      </button>
      <Link
        to={expertPagePath(doctor.id)}
        aria-label={t('consult.profileOf', { name: doctor.name })}
        className="ml-15 mt-1 inline-block text-sm font-medium text-primary underline-offset-2 hover:underline"
      >
        {t('consult.profile')}
      </Link>
      <div className="mt-3 flex gap-2">
        <Button className="flex-1" onClick={onConsultNow} disabled={disabled}>
          {notifying ? <Loader2 aria-hidden className="animate-spin" /> : <Video aria-hidden />}
          {notifying ? t('consult.notifying') : t('consult.consultNow')}
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={onCall}
          disabled={disabled || callDisabled}
          aria-label={calling ? t('consult.calling', { name: doctor.name }) : t('consult.callByPhone', { name: doctor.name })}
          title={t('consult.phoneCallHint')}
        >
          {calling ? <Loader2 aria-hidden className="animate-spin" /> : <Phone aria-hidden />}
        </Button>
        <Button variant="outline" size="icon" onClick={onChat} disabled={disabled} aria-label={t('consult.chatWith', { name: doctor.name })}>
          <MessageCircle aria-hidden />
        </Button>
      </div>
    </Card>
  );
}
