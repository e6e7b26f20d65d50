import { CALL_TEXTS, meetingShortCode, ROOM_ID_PATTERN, type CallRoom } from '@sahay/domain/calls';
import { Loader2, ShieldCheck, Video } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRoom } from '../api/room-query';
import { useCall } from '../use-call';
import { MeetingOpensGate } from './meeting-opens-gate';
import { MeetingPanel } from './meeting-panel';
import { BackButton, CallEnded, InvalidMeetingLink, MediaUnavailable, MeetingCard, MeetingLoading, PermissionsRequired, SignInToJoin } from './meeting-states';

function Lobby({ room, myUserId }: { room: CallRoom; myUserId: string }) {
  const call = useCall(room);
  switch (call.phase) {
    case 'joined':
      return <MeetingPanel room={room} call={call} myUserId={myUserId} />;
    case 'denied':
      return <PermissionsRequired onRetry={() => void call.join()} />;
    case 'unavailable':
      return <MediaUnavailable onRetry={() => void call.join()} />;
    case 'ended':
      return (
        <CallEnded
          by={call.endedBy?.by ?? 'me'}
          message={call.endedBy?.message}
          onRejoin={call.endedBy?.by === 'server' ? undefined : () => void call.join()}
        />
      );
    case 'idle':
    case 'requesting':
      return (
        <MeetingCard icon={<Video aria-hidden className="size-10 text-primary" />} title={CALL_TEXTS.title}>
          <p className="mt-2 text-muted-foreground">
            Video consultation with <strong className="text-foreground">{room.peerName}</strong> · code {meetingShortCode(room.roomId)}
          </p>
          {room.closedReason ? (
            <p role="alert" className="mt-4 rounded-xl bg-muted p-3 text-sm">
              {room.closedReason}
            </p>
          ) : (
            <p className="mt-4 text-sm text-muted-foreground">Joining asks for your camera and microphone.</p>
          )}
          <p className="mt-4 flex items-start gap-2 text-left text-xs text-muted-foreground">
            <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" /> {CALL_TEXTS.notRecorded}
          </p>
          <div className="mt-6 flex gap-2">
            <BackButton />
            {!room.closedReason && (
              <Button onClick={() => void call.join()} disabled={call.phase === 'requesting'}>
                {call.phase === 'requesting' ? <Loader2 aria-hidden className="animate-spin" /> : <Video aria-hidden />}
                {call.phase === 'requesting' ? 'Asking for camera and microphone…' : 'Join consultation'}
              </Button>
            )}
          </div>
        </MeetingCard>
      );
  }
}

/** /join-meeting/:roomId (spec 001 §2.8, §4.5): a consultation's video call, for its two members. */
export function JoinMeetingPage() {
  useDocumentTitle(CALL_TEXTS.title);
  const { roomId } = useParams();
  const valid = Boolean(roomId && ROOM_ID_PATTERN.test(roomId));
  const { user, isLoading } = useSession();
  const room = useRoom(user && valid ? roomId : undefined);
  if (!valid) return <InvalidMeetingLink />;
  if (isLoading) return <MeetingLoading />;
  if (!user) return <SignInToJoin />;
  if (room.isError) return <InvalidMeetingLink />;
  if (!room.data) return <MeetingLoading />;
  return (
    <MeetingOpensGate startsAt={room.data.startsAt} opensAt={room.data.opensAt}>
      <Lobby room={room.data} myUserId={user.id} />
    </MeetingOpensGate>
  );
}
