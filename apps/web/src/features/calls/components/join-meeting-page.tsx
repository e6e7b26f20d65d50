import { callModeOf, meetingShortCode, ROOM_ID_PATTERN, type CallRoom } from '@sahay/domain/calls';
import { Loader2, Phone, SlidersHorizontal, Video } from 'lucide-react';
import { useParams, useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRoom } from '../api/room-query';
import { useCall, type CallOptions } from '../use-call';
import { MeetingOpensGate } from './meeting-opens-gate';
import { MeetingPanel } from './meeting-panel';
import {
  BackButton,
  CallEnded,
  InvalidMeetingLink,
  MediaUnavailable,
  MeetingCard,
  MeetingLoading,
  NotRecorded,
  PermissionsRequired,
  SignInToJoin,
} from './meeting-states';
import { PreCallCheck } from './pre-call-check';
import { useT } from '@/i18n/i18n';
import { CALLS_AREA } from '../calls-area';
import { rich } from '@/i18n/rich-text';

function Lobby({ room, myUserId, options }: { room: CallRoom; myUserId: string; options: CallOptions }) {
  const call = useCall(room, options);
  const { t } = useT(CALLS_AREA);
  switch (call.phase) {
    case 'joined':
      return <MeetingPanel room={room} call={call} myUserId={myUserId} />;
    case 'checking':
      return <PreCallCheck room={room} call={call} />;
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
    case 'requesting': {
      const video = call.mode === 'video';
      const busy = call.phase === 'requesting';
      return (
        <MeetingCard
          icon={video ? <Video aria-hidden className="size-10 text-primary" /> : <Phone aria-hidden className="size-10 text-primary" />}
          title={t('calls.title')}
        >
          <p className="mt-2 text-muted-foreground">
            {rich(t('calls.consultationWithCode', { mode: call.mode, name: room.peerName, code: meetingShortCode(room.roomId) }), [
              (text) => <strong className="text-foreground">{text}</strong>,
            ])}
          </p>
          {room.closedReason ? (
            <p role="alert" className="mt-4 rounded-xl bg-muted p-3 text-sm">
              {room.closedReason}
            </p>
          ) : (
            <p className="mt-4 text-sm text-muted-foreground">{video ? t('calls.asksVideo') : t('calls.asksAudio')}</p>
          )}
          <NotRecorded className="mt-4" />
          {/* On a phone, one column with Join on top; side by side from sm up. */}
          <div className="mt-6 flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row sm:justify-center">
            <BackButton />
            {!room.closedReason && (
              <>
                <Button variant="outline" onClick={() => void call.check()} disabled={busy}>
                  <SlidersHorizontal aria-hidden /> {video ? t('calls.checkVideo') : t('calls.checkAudio')}
                </Button>
                <Button onClick={() => void call.join()} disabled={busy}>
                  {busy ? <Loader2 aria-hidden className="animate-spin" /> : video ? <Video aria-hidden /> : <Phone aria-hidden />}
                  {busy ? (video ? t('calls.askingVideo') : t('calls.askingAudio')) : t('calls.join')}
                </Button>
              </>
            )}
          </div>
        </MeetingCard>
      );
    }
  }
}

/** /join-meeting/:roomId (spec 001 §2.8, §4.5): a consultation's video call, for its two members. */
export function JoinMeetingPage() {
  const { t } = useT(CALLS_AREA);
  useDocumentTitle(t('calls.title'));
  const { roomId } = useParams();
  const [params] = useSearchParams();
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
      <Lobby room={room.data} myUserId={user.id} options={{ mode: callModeOf(params.get('mode')), relayOnly: params.get('relay') === 'only' }} />
    </MeetingOpensGate>
  );
}
