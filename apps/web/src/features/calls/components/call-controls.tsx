import { MessageSquare, Mic, MicOff, Phone, PhoneOff, SlidersHorizontal, Video, VideoOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { CallState } from '../use-call';

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
  return (
    <nav aria-label="Call controls" className="sticky bottom-0 flex flex-wrap items-center justify-center gap-3 border-t border-border bg-surface px-3 py-3">
      <Button
        variant={call.mine.audio ? 'outline' : 'soft'}
        className={control}
        size="icon"
        aria-pressed={!call.mine.audio}
        title="Mute"
        onClick={call.toggleAudio}
      >
        {call.mine.audio ? <Mic aria-hidden /> : <MicOff aria-hidden />}
        <span className="sr-only">Mute</span>
      </Button>
      {video && (
        <Button
          variant={call.mine.video ? 'outline' : 'soft'}
          className={control}
          size="icon"
          aria-pressed={!call.mine.video}
          title="Camera off"
          onClick={call.toggleVideo}
        >
          {call.mine.video ? <Video aria-hidden /> : <VideoOff aria-hidden />}
          <span className="sr-only">Camera off</span>
        </Button>
      )}
      <Button variant="outline" onClick={() => void call.switchMode(video ? 'audio' : 'video')}>
        {video ? <Phone aria-hidden /> : <Video aria-hidden />} {video ? 'Switch to audio' : 'Switch to video'}
      </Button>
      <Button variant="outline" aria-expanded={devicesOpen} aria-controls="call-devices" onClick={onToggleDevices}>
        <SlidersHorizontal aria-hidden /> Devices
      </Button>
      <Button variant="outline" aria-pressed={chatOpen} onClick={onToggleChat}>
        <MessageSquare aria-hidden /> {chatOpen ? 'Hide Chat Interface' : 'Show Chat Interface'}
      </Button>
      <Button variant="danger" onClick={call.hangUp}>
        <PhoneOff aria-hidden /> End call
      </Button>
    </nav>
  );
}
