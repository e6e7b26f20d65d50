import { BRIDGED_CALL_STATUS_LABELS, isFinalCallStatus, type BridgedCall } from '@sahay/domain/phone-calls';
import { PhoneCall, PhoneOff } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Whose screen it is: a member of the consultation, or an admin watching a test call. */
export type CallSide = 'patient' | 'expert' | 'observer';

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** What the person on this side hears next, in the order Sahay calls (spec 001 §7: the doctor first, then the patient). */
function nextStep(call: BridgedCall, side: CallSide): string {
  const from = `from ${call.callerId}`;
  switch (call.status) {
    case 'queued':
    case 'doctor_ringing':
      if (side === 'observer') return `The doctor's phone rings ${from}; the patient's rings once the doctor answers.`;
      return side === 'expert'
        ? `Your phone rings now ${from}. Answer, and we call the patient.`
        : `We are calling the doctor first; then your phone rings ${from}.`;
    case 'doctor_answered':
    case 'patient_ringing':
      if (side === 'observer') return `The doctor is on the line; the patient's phone rings ${from}.`;
      return side === 'expert' ? 'We are calling the patient now. Stay on the line.' : `The doctor is on the line. Answer your phone: the call comes ${from}.`;
    case 'bridged':
      return side === 'observer'
        ? 'Doctor and patient are connected; neither sees the other’s number.'
        : 'You are connected. Neither of you sees the other’s number.';
    case 'completed':
      return call.conversationSeconds ? `The call lasted ${minutes(call.conversationSeconds)}.` : 'The call has ended.';
    case 'failed':
      return call.failureReason ?? 'The call could not be connected.';
  }
}

/** A bridged call's live state under the button that placed it; announced as it changes. */
export function PhoneCallStatus({ call, side, className }: { call: BridgedCall; side: CallSide; className?: string }) {
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
        <span className="font-semibold">{BRIDGED_CALL_STATUS_LABELS[call.status]}.</span> {nextStep(call, side)}
        {call.simulated ? (
          <span className="block text-xs text-muted-foreground">Simulated call: phone calls are not set up on this server, so no phone rings.</span>
        ) : null}
      </p>
    </div>
  );
}
