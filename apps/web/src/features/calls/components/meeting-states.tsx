import { Link2Off, Loader2, LogIn, PhoneOff, ShieldAlert, ShieldCheck, VideoOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@/lib/router';
import { CALL_TEXTS } from '@sahay/domain/calls';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

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
  return (
    <p className={cn('flex items-start gap-2 text-left text-xs text-muted-foreground', className)}>
      <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" /> {CALL_TEXTS.notRecorded}
    </p>
  );
}

/** Back where the person came from; a link opened straight from a message goes home instead of leaving Sahay. */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button variant="outline" onClick={() => void (location.key === 'default' ? navigate('/') : navigate(-1))}>
      Back
    </Button>
  );
}

export function MeetingLoading() {
  return (
    <MeetingCard icon={<Loader2 aria-hidden className="size-10 animate-spin text-primary" />} title={CALL_TEXTS.title}>
      <p role="status" className="mt-2 text-muted-foreground">
        Opening the meeting…
      </p>
    </MeetingCard>
  );
}

export function InvalidMeetingLink() {
  return (
    <MeetingCard icon={<Link2Off aria-hidden className="size-10 text-danger" />} title={CALL_TEXTS.invalidLink}>
      <p role="alert" className="mt-2 text-muted-foreground">
        This meeting link does not exist or is not yours. Ask your expert for the link again, or start a video call from your chat.
      </p>
      <Button asChild className="mt-6">
        <Link to="/profile-menu">My consultations</Link>
      </Button>
    </MeetingCard>
  );
}

export function SignInToJoin() {
  return (
    <MeetingCard icon={<LogIn aria-hidden className="size-10 text-primary" />} title={CALL_TEXTS.title}>
      <p className="mt-2 text-muted-foreground">Consultations are private, so please log in to join this meeting.</p>
      <Button asChild className="mt-6">
        <Link to="/patient-registration">Login</Link>
      </Button>
    </MeetingCard>
  );
}

/** Spec 001 §8: camera or microphone refused. */
export function PermissionsRequired({ onRetry }: { onRetry: () => void }) {
  return (
    <MeetingCard icon={<ShieldAlert aria-hidden className="size-10 text-danger" />} title={CALL_TEXTS.permissionsTitle}>
      <p role="alert" className="mt-2 text-muted-foreground">
        {CALL_TEXTS.permissionsBody}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">Use the camera icon in the address bar to allow them, then try again.</p>
      <div className="mt-6 flex gap-2">
        <BackButton />
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </MeetingCard>
  );
}

export function MediaUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <MeetingCard icon={<VideoOff aria-hidden className="size-10 text-danger" />} title="Camera or microphone unavailable">
      <p role="alert" className="mt-2 text-muted-foreground">
        No camera or microphone could be opened. Close other apps that use them, check they are connected, and open this page over https.
      </p>
      <div className="mt-6 flex gap-2">
        <BackButton />
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </MeetingCard>
  );
}

export function CallEnded({ by, message, onRejoin }: { by: 'peer' | 'server' | 'me'; message?: string; onRejoin?: () => void }) {
  const text = by === 'server' ? (message ?? 'The call ended.') : by === 'peer' ? 'The other person ended the call.' : 'You ended the call.';
  return (
    <MeetingCard icon={<PhoneOff aria-hidden className="size-10 text-muted-foreground" />} title="Call ended">
      <p role="status" className="mt-2 text-muted-foreground">
        {text}
      </p>
      <div className="mt-6 flex gap-2">
        <BackButton />
        {onRejoin && <Button onClick={onRejoin}>Join again</Button>}
      </div>
    </MeetingCard>
  );
}
