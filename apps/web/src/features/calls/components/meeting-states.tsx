import { Link2Off, Loader2, LogIn, PhoneOff, ShieldAlert, ShieldCheck, VideoOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/i18n';
import { CALLS_AREA } from '../calls-area';

export function MeetingCard({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-col items-center px-4 py-12 text-center">
      {icon}
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      {children}
    </main>
  );
}

/** Issue 15: calls are never recorded, and the page says so before and during the call. */
export function NotRecorded({ className }: { className?: string }) {
  const { t } = useT(CALLS_AREA);
  return (
    <p className={cn('flex items-start gap-2 text-left text-xs text-muted-foreground', className)}>
      <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" /> {t('calls.notRecorded')}
    </p>
  );
}

/** Back where the person came from; a link opened straight from a message goes home instead of leaving Sahay. */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useT(CALLS_AREA);
  return (
    <Button variant="outline" onClick={() => void (location.key === 'default' ? navigate('/') : navigate(-1))}>
      {t('calls.back')}
    </Button>
  );
}

export function MeetingLoading() {
  const { t } = useT(CALLS_AREA);
  return (
    <MeetingCard icon={<Loader2 aria-hidden className="size-10 animate-spin text-primary" />} title={t('calls.title')}>
      <p role="status" className="mt-2 text-muted-foreground">
        {t('calls.opening')}
      </p>
    </MeetingCard>
  );
}

export function InvalidMeetingLink() {
  const { t } = useT(CALLS_AREA);
  return (
    <MeetingCard icon={<Link2Off aria-hidden className="size-10 text-danger" />} title={t('calls.invalidLink')}>
      <p role="alert" className="mt-2 text-muted-foreground">
        {t('calls.invalidLinkText')}
      </p>
      <Button asChild className="mt-6">
        <Link to="/profile-menu">{t('calls.myConsultations')}</Link>
      </Button>
    </MeetingCard>
  );
}

export function SignInToJoin() {
  const { t } = useT(CALLS_AREA);
  return (
    <MeetingCard icon={<LogIn aria-hidden className="size-10 text-primary" />} title={t('calls.title')}>
      <p className="mt-2 text-muted-foreground">{t('calls.signInText')}</p>
      <Button asChild className="mt-6">
        <Link to="/patient-registration">{t('calls.login')}</Link>
      </Button>
    </MeetingCard>
  );
}

/** Spec 001 §8: camera or microphone refused. */
export function PermissionsRequired({ onRetry }: { onRetry: () => void }) {
  const { t } = useT(CALLS_AREA);
  return (
    <MeetingCard icon={<ShieldAlert aria-hidden className="size-10 text-danger" />} title={t('calls.permissionsTitle')}>
      <p role="alert" className="mt-2 text-muted-foreground">
        {t('calls.permissionsBody')}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{t('calls.permissionsHint')}</p>
      <div className="mt-6 flex gap-2">
        <BackButton />
        <Button onClick={onRetry}>{t('calls.tryAgain')}</Button>
      </div>
    </MeetingCard>
  );
}

export function MediaUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useT(CALLS_AREA);
  return (
    <MeetingCard icon={<VideoOff aria-hidden className="size-10 text-danger" />} title={t('calls.unavailableTitle')}>
      <p role="alert" className="mt-2 text-muted-foreground">
        {t('calls.unavailableText')}
      </p>
      <div className="mt-6 flex gap-2">
        <BackButton />
        <Button onClick={onRetry}>{t('calls.tryAgain')}</Button>
      </div>
    </MeetingCard>
  );
}

export function CallEnded({ by, message, onRejoin }: { by: 'peer' | 'server' | 'me'; message?: string; onRejoin?: () => void }) {
  const { t } = useT(CALLS_AREA);
  const text = by === 'server' ? (message ?? t('calls.endedByServer')) : by === 'peer' ? t('calls.endedByPeer') : t('calls.endedByMe');
  return (
    <MeetingCard icon={<PhoneOff aria-hidden className="size-10 text-muted-foreground" />} title={t('calls.ended')}>
      <p role="status" className="mt-2 text-muted-foreground">
        {text}
      </p>
      <div className="mt-6 flex gap-2">
        <BackButton />
        {onRejoin && <Button onClick={onRejoin}>{t('calls.joinAgain')}</Button>}
      </div>
    </MeetingCard>
  );
}
