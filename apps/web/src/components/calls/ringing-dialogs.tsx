import type { Call } from '@sahay/domain/call-life';
import { Phone, PhoneOff, Video } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import type { CallRinging, OutgoingState } from '@/lib/call-ringing';
import { RINGING_AREA } from './ringing-area';

function secondsLeft(expiresAt: string): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000));
}

/** Counts down to the ring's end; `onDone` once it ran out. */
function useCountdown(expiresAt: string | undefined, onDone?: () => void): number {
  const [left, setLeft] = useState(() => (expiresAt ? secondsLeft(expiresAt) : 0));
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => {
      const now = secondsLeft(expiresAt);
      setLeft(now);
      if (now === 0) {
        clearInterval(timer);
        onDone?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [expiresAt, onDone]);
  return left;
}

const ModeIcon = ({ call }: { call: Call }) =>
  call.mode === 'audio' ? <Phone aria-hidden className="size-8 text-primary" /> : <Video aria-hidden className="size-8 text-primary" />;

/** Issue 15 part 4: someone is calling; Accept opens the meeting, Decline writes it into the conversation. */
export function IncomingCallDialog({
  call,
  onAccept,
  onDecline,
  onTimeout,
}: {
  call: Call;
  onAccept: () => void;
  onDecline: () => void;
  onTimeout: () => void;
}) {
  const { t } = useT(RINGING_AREA);
  const left = useCountdown(call.expiresAt, onTimeout);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onDecline())}
      title={t('ringing.incoming', { mode: call.mode })}
      description={t('ringing.callingYou', { name: call.callerName })}
    >
      <div role="alert" className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-16 animate-pulse items-center justify-center rounded-full bg-primary-soft">
          <ModeIcon call={call} />
        </span>
        <p className="text-lg font-semibold">{call.callerName}</p>
        <p className="text-sm text-muted-foreground">{t('ringing.ringsFor', { mode: call.mode, seconds: left })}</p>
      </div>
      <div className="mt-6 grid grid-cols-2 gap-2">
        <Button variant="outline" size="lg" onClick={onDecline}>
          <PhoneOff aria-hidden /> {t('ringing.decline')}
        </Button>
        <Button size="lg" onClick={onAccept}>
          {call.mode === 'audio' ? <Phone aria-hidden /> : <Video aria-hidden />} {t('ringing.accept')}
        </Button>
      </div>
    </Dialog>
  );
}

const OUTCOME: Record<Exclude<OutgoingState['phase'], 'ringing'>, MessageKey> = {
  declined: 'ringing.declined',
  missed: 'ringing.missed',
  failed: 'ringing.failed',
};

/** The caller's side: 'Ringing…' until the other member answers, then what became of it. */
export function OutgoingCallDialog({ state, onCancel, onClose }: { state: OutgoingState; onCancel: () => void; onClose: () => void }) {
  const { t } = useT(RINGING_AREA);
  const { call, phase } = state;
  const ringing = phase === 'ringing';
  const left = useCountdown(ringing ? call.expiresAt : undefined);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : ringing ? onCancel() : onClose())}
      title={t('ringing.mode', { mode: call.mode })}
      description={t('ringing.calling', { name: call.calleeName })}
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <span className={`flex size-16 items-center justify-center rounded-full bg-primary-soft ${ringing ? 'animate-pulse' : ''}`}>
          <ModeIcon call={call} />
        </span>
        <p className="text-lg font-semibold">{call.calleeName}</p>
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {ringing ? t('ringing.ringing', { seconds: left }) : t(OUTCOME[phase], { name: call.calleeName })}
        </p>
      </div>
      <div className="mt-6 flex justify-center">
        {ringing ? (
          <Button variant="outline" size="lg" onClick={onCancel}>
            <PhoneOff aria-hidden /> {t('ringing.cancel')}
          </Button>
        ) : (
          <Button size="lg" onClick={onClose}>
            {t('ringing.done')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}

/** Both dialogs of a page, from its useCallRinging(). */
export function RingingDialogs({ ringing }: { ringing: CallRinging }) {
  const { incoming, outgoing } = ringing;
  return (
    <>
      {incoming ? (
        <IncomingCallDialog
          key={incoming.id}
          call={incoming}
          onAccept={() => void ringing.accept(incoming)}
          onDecline={() => void ringing.decline(incoming)}
          onTimeout={ringing.ringEnded}
        />
      ) : null}
      {outgoing && !incoming ? <OutgoingCallDialog state={outgoing} onCancel={() => void ringing.cancel()} onClose={ringing.dismissOutgoing} /> : null}
    </>
  );
}
