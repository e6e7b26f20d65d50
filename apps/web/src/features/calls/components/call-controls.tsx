import { MessageSquare, Mic, MicOff, Phone, PhoneOff, SlidersHorizontal, Video, VideoOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { CallState } from '../use-call';
import { useT } from '@/i18n/i18n';
import { CALLS_AREA } from '../calls-area';

const control = 'size-12 rounded-full';

interface CallControlsProps {
  call: CallState;
  chatOpen: boolean;
  onToggleChat: () => void;
  devicesOpen: boolean;
  onToggleDevices: () => void;
}

/** Mute, camera, audio/video, devices, chat and End call: the bar at the bottom of the call. */
export function CallControls({ call, chatOpen, onToggleChat, devicesOpen, onToggleDevices }: CallControlsProps) {
  const video = call.mode === 'video';
  const { t } = useT(CALLS_AREA);
  return (
    <nav
      aria-label={t('calls.controls')}
      className="sticky bottom-0 flex flex-wrap items-center justify-center gap-3 border-t border-border bg-surface px-3 py-3"
    >
      <Button
        variant={call.mine.audio ? 'outline' : 'soft'}
        className={control}
        size="icon"
        aria-pressed={!call.mine.audio}
        title={t('calls.mute')}
        onClick={call.toggleAudio}
      >
        {call.mine.audio ? <Mic aria-hidden /> : <MicOff aria-hidden />}
        <span className="sr-only">{t('calls.mute')}</span>
      </Button>
      {video && (
        <Button
          variant={call.mine.video ? 'outline' : 'soft'}
          className={control}
          size="icon"
          aria-pressed={!call.mine.video}
          title={t('calls.cameraOff')}
          onClick={call.toggleVideo}
        >
          {call.mine.video ? <Video aria-hidden /> : <VideoOff aria-hidden />}
          <span className="sr-only">{t('calls.cameraOff')}</span>
        </Button>
      )}
      <Button variant="outline" onClick={() => void call.switchMode(video ? 'audio' : 'video')}>
        {video ? <Phone aria-hidden /> : <Video aria-hidden />} {video ? t('calls.switchAudio') : t('calls.switchVideo')}
      </Button>
      <Button variant="outline" aria-expanded={devicesOpen} aria-controls="call-devices" onClick={onToggleDevices}>
        <SlidersHorizontal aria-hidden /> {t('calls.devices')}
      </Button>
      <Button variant="outline" aria-pressed={chatOpen} onClick={onToggleChat}>
        <MessageSquare aria-hidden /> {chatOpen ? t('calls.hideChat') : t('calls.showChat')}
      </Button>
      <Button variant="danger" onClick={call.hangUp}>
        <PhoneOff aria-hidden /> {t('calls.endCall')}
      </Button>
    </nav>
  );
}
