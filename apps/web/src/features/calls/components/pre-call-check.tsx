import type { CallRoom } from '@sahay/domain/calls';
import { Loader2, Mic, Phone, Video, Volume2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { playTestSound } from '../speaker-test';
import type { CallState } from '../use-call';
import { useMicLevel } from '../use-mic-level';
import { CallVideo } from './call-video';
import { DevicePicker } from './device-picker';
import { BackButton, MeetingCard, NotRecorded } from './meeting-states';
import { useT } from '@/i18n/i18n';
import { CALLS_AREA } from '../calls-area';
import { rich } from '@/i18n/rich-text';

export const deviceOf = (stream: MediaStream | null, kind: 'audio' | 'video') =>
  (kind === 'audio' ? stream?.getAudioTracks() : stream?.getVideoTracks())?.[0]?.getSettings().deviceId;

/** A bar that follows the microphone: talking should move it. */
export function MicMeter({ stream }: { stream: MediaStream | null }) {
  const level = useMicLevel(stream);
  const percent = Math.round(level * 100);
  const { t } = useT(CALLS_AREA);
  return (
    <div className="flex items-center gap-2">
      <Mic aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      <div
        role="meter"
        aria-label={t('calls.micLevel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-success transition-[width] duration-100" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function SpeakerTest({ sinkId }: { sinkId: string | undefined }) {
  const [state, setState] = useState<'idle' | 'playing' | 'played' | 'failed'>('idle');
  const { t } = useT(CALLS_AREA);
  const play = () => {
    setState('playing');
    playTestSound(sinkId).then(
      () => setState('played'),
      () => setState('failed'),
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" onClick={play} disabled={state === 'playing'}>
        {state === 'playing' ? <Loader2 aria-hidden className="animate-spin" /> : <Volume2 aria-hidden />} {t('calls.playTest')}
      </Button>
      <span role="status" className="text-sm text-muted-foreground">
        {state === 'playing' && t('calls.playing')}
        {state === 'played' && t('calls.played')}
        {state === 'failed' && t('calls.playFailed')}
      </span>
    </div>
  );
}

/** Issue 15 part 3: see and hear yourself before the other person does, and pick the devices. */
export function PreCallCheck({ room, call }: { room: CallRoom; call: CallState }) {
  const video = call.mode === 'video';
  const { t } = useT(CALLS_AREA);
  return (
    <MeetingCard
      icon={video ? <Video aria-hidden className="size-10 text-primary" /> : <Phone aria-hidden className="size-10 text-primary" />}
      title={t('calls.checkTitle')}
    >
      <p className="mt-2 text-muted-foreground">
        {rich(t('calls.consultationWith', { mode: call.mode, name: room.peerName }), [(text) => <strong className="text-foreground">{text}</strong>])}
      </p>
      {call.notice && (
        <p role="alert" className="mt-4 rounded-xl bg-muted p-3 text-sm">
          {t(call.notice)}
        </p>
      )}
      <div className="mt-4 flex w-full flex-col gap-4 rounded-2xl border border-border bg-surface p-4 text-left">
        {video && <CallVideo stream={call.local} self label={t('calls.cameraPreview')} className="aspect-[4/3] w-full rounded-xl" />}
        <MicMeter stream={call.local} />
        <SpeakerTest sinkId={call.chosen.audiooutput} />
        <DevicePicker
          mode={call.mode}
          chosen={call.chosen}
          current={{ audioinput: deviceOf(call.local, 'audio'), videoinput: deviceOf(call.local, 'video') }}
          onChoose={(kind, id) => void call.chooseDevice(kind, id)}
        />
        <Button variant="ghost" className="self-start" onClick={() => void call.switchMode(video ? 'audio' : 'video')}>
          {video ? <Phone aria-hidden /> : <Video aria-hidden />} {video ? t('calls.soundOnly') : t('calls.cameraToo')}
        </Button>
      </div>
      <NotRecorded className="mt-4" />
      <div className="mt-6 flex gap-2">
        <BackButton />
        <Button onClick={() => void call.join()}>
          {video ? <Video aria-hidden /> : <Phone aria-hidden />} {t('calls.join')}
        </Button>
      </div>
    </MeetingCard>
  );
}
