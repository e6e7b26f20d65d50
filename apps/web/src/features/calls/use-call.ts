import type { CallRoom } from '@sahay/domain/calls';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { realtime } from '@/lib/realtime';
import { iceServersQueryOptions } from './api/ice-servers-query';
import { PeerCall, type CallPhase, type CallTransport, type MediaState } from './peer-call';

/** Spec 001 §4.5: idle, then requesting media permission, then joined; leaving returns to idle. */
export type JoinPhase = 'idle' | 'requesting' | 'denied' | 'unavailable' | 'joined' | 'ended';

function realtimeTransport(consultationId: string): CallTransport {
  return {
    join: (sid, handlers) => realtime().joinCall(consultationId, sid, handlers),
    send: (signal) => realtime().signal(consultationId, signal),
  };
}

async function askForMedia(): Promise<MediaStream> {
  // Phones on mobile data: 640×480 is clear enough for a consultation and light on the uplink.
  return navigator.mediaDevices.getUserMedia({ audio: true, video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' } });
}

const stop = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

/** The meeting page's call: the camera and microphone, the connection to the other member, and its controls. */
export function useCall(room: CallRoom) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<JoinPhase>('idle');
  const [callPhase, setCallPhase] = useState<CallPhase>('waiting');
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [mine, setMine] = useState<MediaState>({ audio: true, video: true });
  const [peerMedia, setPeerMedia] = useState<MediaState>({ audio: true, video: true });
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
  }, []);

  useEffect(() => release, [release]);

  const join = useCallback(async () => {
    setPhase('requesting');
    setEndedBy(null);
    if (!navigator.mediaDevices?.getUserMedia) return setPhase('unavailable');
    let stream: MediaStream;
    try {
      stream = await askForMedia();
    } catch (error) {
      const name = error instanceof DOMException ? error.name : '';
      return setPhase(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
    }
    // Without TURN (or if the servers cannot be read) the call still connects directly where it can.
    const ice = await queryClient.fetchQuery(iceServersQueryOptions()).catch(() => ({ iceServers: [] }));
    localRef.current = stream;
    setLocal(stream);
    setMine({ audio: true, video: true });
    setPeerMedia({ audio: true, video: true });
    const peer = new PeerCall({
      transport: realtimeTransport(room.consultationId),
      local: stream,
      iceServers: ice.iceServers,
      polite: room.myRole === 'patient',
      events: {
        onPhase: setCallPhase,
        onRemoteStream: setRemote,
        onPeerMedia: setPeerMedia,
        onEnded: (reason) => {
          setEndedBy(reason);
          release();
          setPhase('ended');
        },
      },
    });
    call.current = peer;
    peer.start();
    setPhase('joined');
  }, [queryClient, release, room.consultationId, room.myRole]);

  return {
    phase,
    callPhase,
    local,
    remote,
    mine,
    peerMedia,
    endedBy,
    join,
    toggleAudio: () => {
      call.current?.setAudio(!mine.audio);
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
