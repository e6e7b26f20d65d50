import { meetingShortCode, type CallRoom } from '@sahay/domain/calls';
import { ArrowLeft, MicOff, Phone } from 'lucide-react';
import { useState } from 'react';
import { CopyLinkButton } from '@/components/copy-link-button';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { meetingPath } from '@/lib/start-meeting';
import type { CallState } from '../use-call';
import { CallChat } from './call-chat';
import { CallControls } from './call-controls';
import { CallVideo } from './call-video';
import { DevicePicker } from './device-picker';
import { NotRecorded } from './meeting-states';
import { deviceOf, MicMeter } from './pre-call-check';
import { QualityIndicator } from './quality-indicator';
import { useT } from '@/i18n/i18n';
import { CALLS_AREA } from '../calls-area';

type Translate = ReturnType<typeof useT>['t'];

function statusText(t: Translate, call: CallState, peerName: string): string {
  switch (call.callPhase) {
    case 'waiting':
      return t('calls.waiting', { name: peerName });
    case 'connecting':
      return t('calls.connecting', { name: peerName });
    case 'connected':
      return t('calls.connected', { name: peerName });
    case 'reconnecting':
      return t('calls.reconnecting');
    case 'ended':
      return t('calls.ended');
  }
}

/** What covers the other person's picture: no connection yet, an audio call, their camera off, or video paused. */
function remoteCover(t: Translate, call: CallState, peerName: string): string | null {
  if (!call.remote || call.callPhase !== 'connected') return statusText(t, call, peerName);
  if (!call.remoteVideo) return t('calls.audioWith', { name: peerName });
  if (call.peerLevel === 'audio-only') return t('calls.peerPaused', { name: peerName });
  if (!call.peerMedia.video) return t('calls.peerCameraOff', { name: peerName });
  return null;
}

/** Spec 001 §2.8: the full-screen 'Meeting Ready' panel, with our own call in place of "Join Google Meet". */
export function MeetingPanel({ room, call, myUserId }: { room: CallRoom; call: CallState; myUserId: string }) {
  const [chatOpen, setChatOpen] = useState(false);
  const [devicesOpen, setDevicesOpen] = useState(false);
  const { t } = useT(CALLS_AREA);
  // The room's own address, whatever else the page's address carries.
  const link = `${window.location.origin}${meetingPath(room.roomId)}`;
  const peerName = room.peerName;
  const cover = remoteCover(t, call, peerName);
  return (
    <section aria-labelledby="meeting-ready" className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-background">
      <header className="flex items-center gap-3 border-b border-border bg-surface px-3 py-2 sm:px-5">
        <Button variant="ghost" size="icon" aria-label={t('calls.back')} onClick={call.leave}>
          <ArrowLeft aria-hidden />
        </Button>
        <div className="min-w-0 flex-1">
          <h1 id="meeting-ready" className="text-lg font-bold">
            {t('calls.ready')}
          </h1>
          <p role="status" className="text-sm text-muted-foreground">
            {statusText(t, call, peerName)}
          </p>
        </div>
        <span className="rounded-lg bg-muted px-2 py-1 font-mono text-xs" aria-label={t('calls.meetingCode', { code: meetingShortCode(room.roomId) })}>
          {meetingShortCode(room.roomId)}
        </span>
      </header>

      <div className={cn('grid flex-1 gap-3 p-3 sm:p-5', chatOpen && 'lg:grid-cols-[minmax(0,1fr)_24rem]')}>
        <div className="flex min-h-0 flex-col gap-3">
          {/* Always mounted, so screen readers hear its first reading as well as every change. */}
          <QualityIndicator quality={call.callPhase === 'connected' ? call.quality : null} sendingVideo={call.mode === 'video' && call.mine.video} />
          {call.notice && (
            <p role="alert" className="rounded-xl bg-muted p-3 text-sm">
              {t(call.notice)}
            </p>
          )}
          <div className="relative min-h-64 flex-1 overflow-hidden rounded-2xl bg-black">
            <CallVideo
              stream={call.remote}
              sinkId={call.chosen.audiooutput}
              label={t('calls.videoOf', { name: peerName })}
              fit="contain"
              className="absolute inset-0 size-full"
            />
            {cover && (
              <p className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black p-4 text-center text-sm text-white/80">
                {call.callPhase === 'connected' && !call.remoteVideo && <Phone aria-hidden className="size-10 text-white/70" />}
                {cover}
              </p>
            )}
            {call.callPhase === 'connected' && !call.peerMedia.audio && (
              <p className="absolute left-3 top-3 flex items-center gap-1 rounded-lg bg-black/70 px-2 py-1 text-xs text-white">
                <MicOff aria-hidden className="size-3.5" /> {t('calls.peerMicOff', { name: peerName })}
              </p>
            )}
            {call.mode === 'video' && (
              <CallVideo
                stream={call.local}
                self
                label={t('calls.yourVideo')}
                className={cn('absolute bottom-3 right-3 aspect-[3/4] w-24 rounded-xl border-2 border-white/70 sm:w-36', !call.mine.video && 'opacity-40')}
              />
            )}
          </div>
          {devicesOpen && (
            <div id="call-devices" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-3">
              <MicMeter stream={call.local} />
              <DevicePicker
                mode={call.mode}
                chosen={call.chosen}
                current={{ audioinput: deviceOf(call.local, 'audio'), videoinput: deviceOf(call.local, 'video') }}
                onChoose={(kind, id) => void call.chooseDevice(kind, id)}
              />
            </div>
          )}
          <NotRecorded />
          <div className="rounded-2xl border border-border bg-surface p-3">
            <label htmlFor="meeting-link" className="text-sm font-semibold">
              {room.myRole === 'expert' ? t('calls.shareWithPatient') : t('calls.meetingLink')}
            </label>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row">
              <input id="meeting-link" readOnly value={link} className="h-11 min-w-0 flex-1 rounded-xl border border-border bg-muted px-3 text-sm" />
              <CopyLinkButton url={link} />
            </div>
            <p className="mt-2 text-xs text-muted-foreground">{t('calls.onlyYou', { name: peerName })}</p>
          </div>
        </div>
        {chatOpen && (
          <aside aria-label={t('calls.chatBeside')} className="min-w-0">
            <CallChat consultationId={room.consultationId} myUserId={myUserId} />
          </aside>
        )}
      </div>

      <CallControls
        call={call}
        chatOpen={chatOpen}
        onToggleChat={() => setChatOpen((open) => !open)}
        devicesOpen={devicesOpen}
        onToggleDevices={() => setDevicesOpen((open) => !open)}
      />
    </section>
  );
}
