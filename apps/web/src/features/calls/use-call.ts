import type { CallMode } from '@sahay/domain/call-life';
import type { CallRoom, SendLevel } from '@sahay/domain/calls';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { realtime } from '@/lib/realtime';
import { iceServersQueryOptions } from './api/ice-servers-query';
import type { CallQuality } from './call-monitor';
import { switchCamera, swapTrack } from './call-tracks';
import { failureOf, openMedia, openTrack, type ChosenDevices } from './media-devices';
import { PeerCall, type CallPhase, type CallTransport, type MediaState } from './peer-call';
import type { MessageKey } from '@/i18n/message-keys';

/**
 * Spec 001 §4.5: idle, then requesting media permission, then joined; leaving returns to idle. 'checking' is the
 * pre-call check (issue 15 part 3): the camera and microphone are open, the call not yet joined.
 */
export type JoinPhase = 'idle' | 'requesting' | 'checking' | 'denied' | 'unavailable' | 'joined' | 'ended';

export interface CallOptions {
  /** `?mode=audio`: sound only, the camera never asked for. */
  mode?: CallMode;
  /** `?relay=only`, honoured only when the server allows the test flag. */
  relayOnly?: boolean;
}

function realtimeTransport(consultationId: string): CallTransport {
  return {
    join: (sid, handlers) => realtime().joinCall(consultationId, sid, handlers),
    send: (signal) => realtime().signal(consultationId, signal),
  };
}

const stop = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());
/** A new stream object over the same tracks, so the preview re-renders when a track is swapped. */
const view = (stream: MediaStream) => new MediaStream(stream.getTracks());

/** The meeting page's call: the camera and microphone, the connection to the other member, and its controls. */
export function useCall(room: CallRoom, options: CallOptions = {}) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<JoinPhase>('idle');
  const [callPhase, setCallPhase] = useState<CallPhase>('waiting');
  const [mode, setMode] = useState<CallMode>(options.mode ?? 'video');
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [remoteVideo, setRemoteVideo] = useState(false);
  const [mine, setMine] = useState<MediaState>({ audio: true, video: true });
  const [peerMedia, setPeerMedia] = useState<MediaState>({ audio: true, video: true });
  const [peerLevel, setPeerLevel] = useState<SendLevel>('full');
  const [quality, setQuality] = useState<CallQuality | null>(null);
  const [chosen, setChosen] = useState<ChosenDevices>({});
  const [notice, setNotice] = useState<MessageKey | null>(null);
  const [endedBy, setEndedBy] = useState<{ by: 'peer' | 'server' | 'me'; message?: string } | null>(null);
  const call = useRef<PeerCall | undefined>(undefined);
  const localRef = useRef<MediaStream | null>(null);

  const release = useCallback(() => {
    call.current?.dispose();
    call.current = undefined;
    stop(localRef.current);
    localRef.current = null;
    setLocal(null);
    setRemote(null);
    setQuality(null);
  }, []);

  useEffect(() => release, [release]);

  /** Opens the camera (in a video call) and the microphone; false when refused or missing (the page says which). */
  const openLocal = useCallback(async (): Promise<MediaStream | null> => {
    if (localRef.current) return localRef.current;
    setPhase('requesting');
    setEndedBy(null);
    try {
      const opened = await openMedia(mode, chosen);
      localRef.current = opened.stream;
      setLocal(view(opened.stream));
      setMode(opened.mode);
      setNotice(opened.notice);
      setMine({ audio: true, video: opened.mode === 'video' });
      return opened.stream;
    } catch (error) {
      setPhase(failureOf(error));
      return null;
    }
  }, [chosen, mode]);

  /** The pre-call check: a preview, the microphone's level and the speaker test, before anyone sees or hears you. */
  const check = useCallback(async () => {
    if (await openLocal()) setPhase('checking');
  }, [openLocal]);

  const join = useCallback(async () => {
    const stream = await openLocal();
    if (!stream) return;
    // Without TURN (or if the servers cannot be read) the call still connects directly where it can.
    const ice = await queryClient.fetchQuery(iceServersQueryOptions()).catch(() => ({ iceServers: [], testRelayFlag: false }));
    setPeerMedia({ audio: true, video: true });
    setPeerLevel('full');
    setRemoteVideo(false);
    const peer = new PeerCall({
      transport: realtimeTransport(room.consultationId),
      local: stream,
      iceServers: ice.iceServers,
      iceTransportPolicy: options.relayOnly && ice.testRelayFlag ? 'relay' : 'all',
      polite: room.myRole === 'patient',
      events: {
        onPhase: setCallPhase,
        onRemoteStream: setRemote,
        onPeerMedia: setPeerMedia,
        onQuality: setQuality,
        onPeerLevel: setPeerLevel,
        onRemoteVideo: setRemoteVideo,
        onEnded: (reason) => {
          setEndedBy(reason);
          release();
          setPhase('ended');
        },
      },
    });
    call.current = peer;
    peer.setAudio(mine.audio);
    peer.setVideo(stream.getVideoTracks().length > 0);
    peer.start();
    setPhase('joined');
  }, [mine.audio, openLocal, options.relayOnly, queryClient, release, room.consultationId, room.myRole]);

  /** Switch to video (asks for the camera) or to sound only (releases it), before or during the call. */
  const switchMode = useCallback(
    async (next: CallMode) => {
      const stream = localRef.current;
      setNotice(null);
      if (!stream) return setMode(next);
      let track: MediaStreamTrack | null = null;
      if (next === 'video') {
        try {
          track = await openTrack('videoinput', chosen.videoinput);
        } catch (error) {
          return setNotice(failureOf(error) === 'denied' ? 'calls.cameraRefused' : 'calls.noCamera');
        }
      }
      if (call.current) await call.current.setCamera(track);
      else await switchCamera(undefined, stream, track);
      setMode(next);
      setMine((m) => ({ ...m, video: next === 'video' }));
      setLocal(view(stream));
    },
    [chosen.videoinput],
  );

  /** A device picked in the pre-call check or during the call (replaceTrack for cameras and microphones). */
  const chooseDevice = useCallback(async (kind: keyof ChosenDevices, deviceId: string) => {
    setChosen((c) => ({ ...c, [kind]: deviceId }));
    const stream = localRef.current;
    if (kind === 'audiooutput' || !stream) return;
    if (kind === 'videoinput' && stream.getVideoTracks().length === 0) return;
    try {
      const track = await openTrack(kind, deviceId);
      if (call.current) await call.current.replaceTrack(track);
      else await swapTrack(undefined, stream, track);
      setLocal(view(stream));
    } catch {
      setNotice(kind === 'videoinput' ? 'calls.cameraFailed' : 'calls.micFailed');
    }
  }, []);

  return {
    phase,
    callPhase,
    mode,
    local,
    remote,
    remoteVideo,
    mine,
    peerMedia,
    peerLevel,
    quality,
    chosen,
    notice,
    endedBy,
    check,
    join,
    switchMode,
    chooseDevice,
    toggleAudio: () => {
      call.current?.setAudio(!mine.audio);
      localRef.current?.getAudioTracks().forEach((track) => (track.enabled = !mine.audio));
      setMine((m) => ({ ...m, audio: !m.audio }));
    },
    toggleVideo: () => {
      call.current?.setVideo(!mine.video);
      setMine((m) => ({ ...m, video: !m.video }));
    },
    /** End call: for both sides. */
    hangUp: () => call.current?.hangUp(),
    /** Back: leave the call (the other side waits) and return to the lobby. */
    leave: () => {
      release();
      setPhase('idle');
    },
  };
}

export type CallState = ReturnType<typeof useCall>;
