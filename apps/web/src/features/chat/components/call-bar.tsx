import type { CallMode } from '@sahay/domain/call-life';
import type { Conversation } from '@sahay/domain/chat';
import { Phone, Video } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { CHAT_AREA } from '../chat-area';

interface CallBarProps {
  conversation: Conversation;
  peerName: string;
  /** Null when the other member cannot be called (no sign-in yet). */
  onCall: ((mode: CallMode) => void) | null;
  busy: boolean;
}

const LABEL = { video: 'chat.startVideo', audio: 'chat.startAudio' } as const;

/**
 * Issue 15 part 4: the call the patient asked for (the request's mode) starts here once the expert accepted the
 * consultation; the other member is rung. Before that, it says when calls become possible.
 */
export function CallBar({ conversation, peerName, onCall, busy }: CallBarProps) {
  const asked = conversation.consultationType === 'audio' || conversation.consultationType === 'video' ? conversation.consultationType : null;
  const isPatient = conversation.myRole === 'patient';
  const { t } = useT(CHAT_AREA);
  if (conversation.readOnlyReason) return null;
  if (conversation.status !== 'active' || !onCall) {
    if (!asked) return null;
    return (
      <p role="note" className="rounded-xl bg-muted px-3 py-2 text-sm text-muted-foreground">
        {isPatient ? t('chat.youAskedWait', { mode: asked, name: peerName }) : t('chat.patientAskedWait', { mode: asked })}
      </p>
    );
  }
  const modes: CallMode[] = asked === 'audio' ? ['audio', 'video'] : ['video', 'audio'];
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border border-border bg-surface px-3 py-2">
      <p className="min-w-0 flex-1 text-sm text-muted-foreground">
        {asked ? t(isPatient ? 'chat.youAsked' : 'chat.patientAsked', { mode: asked }) : t('chat.callPeer', { name: peerName })}
      </p>
      {modes.map((mode, index) => (
        <Button key={mode} variant={index === 0 ? 'primary' : 'outline'} disabled={busy} onClick={() => onCall(mode)}>
          {mode === 'video' ? <Video aria-hidden /> : <Phone aria-hidden />} {t(LABEL[mode])}
        </Button>
      ))}
    </div>
  );
}
