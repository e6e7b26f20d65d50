import type { CallMode } from '@sahay/domain/call-life';
import type { Conversation } from '@sahay/domain/chat';
import { Phone, Video } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface CallBarProps {
  conversation: Conversation;
  peerName: string;
  /** Null when the other member cannot be called (no sign-in yet). */
  onCall: ((mode: CallMode) => void) | null;
  busy: boolean;
}

const LABEL: Record<CallMode, string> = { video: 'Start video call', audio: 'Start audio call' };

/**
 * Issue 15 part 4: the call the patient asked for (the request's mode) starts here once the expert accepted the
 * consultation; the other member is rung. Before that, it says when calls become possible.
 */
export function CallBar({ conversation, peerName, onCall, busy }: CallBarProps) {
  const asked = conversation.consultationType === 'audio' || conversation.consultationType === 'video' ? conversation.consultationType : null;
  const isPatient = conversation.myRole === 'patient';
  if (conversation.readOnlyReason) return null;
  if (conversation.status !== 'active' || !onCall) {
    if (!asked) return null;
    return (
      <p role="note" className="rounded-xl bg-muted px-3 py-2 text-sm text-muted-foreground">
        {isPatient
          ? `You asked for a${asked === 'audio' ? 'n audio' : ' video'} consultation. Once ${peerName} accepts it, you can start the call here.`
          : `The patient asked for a${asked === 'audio' ? 'n audio' : ' video'} consultation. Accept it on your desk to call them.`}
      </p>
    );
  }
  const modes: CallMode[] = asked === 'audio' ? ['audio', 'video'] : ['video', 'audio'];
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border border-border bg-surface px-3 py-2">
      <p className="min-w-0 flex-1 text-sm text-muted-foreground">
        {asked ? `${isPatient ? 'You' : 'The patient'} asked for a${asked === 'audio' ? 'n audio' : ' video'} consultation.` : `Call ${peerName}.`}
      </p>
      {modes.map((mode, index) => (
        <Button key={mode} variant={index === 0 ? 'primary' : 'outline'} disabled={busy} onClick={() => onCall(mode)}>
          {mode === 'video' ? <Video aria-hidden /> : <Phone aria-hidden />} {LABEL[mode]}
        </Button>
      ))}
    </div>
  );
}
