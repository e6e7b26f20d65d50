import { isFinalCallStatus, type BridgedCall } from '@sahay/domain/phone-calls';
import { PhoneCall, PhoneOff } from 'lucide-react';
import { useT } from '@/i18n/i18n';
import type { MessageValues } from '@/i18n/format-message';
import type { MessageKey } from '@/i18n/message-keys';
import { cn } from '@/lib/cn';
import { PHONE_CALL_AREA } from './phone-call-area';

/** Whose screen it is: a member of the consultation, or an admin watching a test call. */
export type CallSide = 'patient' | 'expert' | 'observer';

type Translate = (key: MessageKey, values?: MessageValues) => string;

const RINGING: Record<CallSide, MessageKey> = {
  observer: 'phoneCall.observerRinging',
  expert: 'phoneCall.expertRinging',
  patient: 'phoneCall.patientRinging',
};
const ANSWERED: Record<CallSide, MessageKey> = {
  observer: 'phoneCall.observerAnswered',
  expert: 'phoneCall.expertAnswered',
  patient: 'phoneCall.patientAnswered',
};

/** What the person on this side hears next, in the order Sahay calls (spec 001 §7: the doctor first, then the patient). */
function nextStep(call: BridgedCall, side: CallSide, t: Translate): string {
  const number = call.callerId;
  switch (call.status) {
    case 'queued':
    case 'doctor_ringing':
      return t(RINGING[side], { number });
    case 'doctor_answered':
    case 'patient_ringing':
      return t(ANSWERED[side], { number });
    case 'bridged':
      return t(side === 'observer' ? 'phoneCall.observerBridged' : 'phoneCall.bridged');
    case 'completed':
      return call.conversationSeconds
        ? t('phoneCall.lasted', { minutes: Math.floor(call.conversationSeconds / 60), seconds: call.conversationSeconds % 60 })
        : t('phoneCall.ended');
    case 'failed':
      return call.failureReason ?? t('phoneCall.notConnected');
  }
}

/** A bridged call's live state under the button that placed it; announced as it changes. */
export function PhoneCallStatus({ call, side, className }: { call: BridgedCall; side: CallSide; className?: string }) {
  const { t } = useT(PHONE_CALL_AREA);
  const ended = isFinalCallStatus(call.status);
  const Icon = call.status === 'failed' ? PhoneOff : PhoneCall;
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'mt-3 flex items-start gap-2 rounded-xl p-3 text-sm',
        call.status === 'failed' ? 'bg-danger/10 text-danger' : 'bg-primary-soft text-foreground',
        className,
      )}
    >
      <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', !ended && 'animate-pulse')} />
      <p>
        <span className="font-semibold">{t('phoneCall.statusLine', { status: t(`phoneCall.status.${call.status}`) })}</span> {nextStep(call, side, t)}
        {call.simulated ? <span className="block text-xs text-muted-foreground">{t('phoneCall.simulated')}</span> : null}
      </p>
    </div>
  );
}
