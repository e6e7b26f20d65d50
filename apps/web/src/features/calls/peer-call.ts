import type { CallSignal, ClientCallSignal } from '@sahay/domain/calls';

/** How a call's signals travel: the realtime socket in the app, anything with the same shape in tests. */
export interface CallTransport {
  join(sid: string, handlers: { onSignal(fromUserId: string, signal: CallSignal): void; onEnded(message: string): void }): () => void;
  send(signal: ClientCallSignal): void;
}

export type CallPhase = 'waiting' | 'connecting' | 'connected' | 'reconnecting' | 'ended';
export interface MediaState {
  audio: boolean;
  video: boolean;
}

export interface PeerCallEvents {
  onPhase(phase: CallPhase): void;
  onRemoteStream(stream: MediaStream | null): void;
  onPeerMedia(state: MediaState): void;
  /** The call is over: the other person ended it, or the server ended it (with its reason). */
  onEnded(reason: { by: 'peer' | 'server' | 'me'; message?: string }): void;
}

export interface PeerCallOptions {
  transport: CallTransport;
  local: MediaStream;
  iceServers: RTCIceServer[];
  /** Perfect negotiation: the polite side yields when both offer at once (the patient's page). */
  polite: boolean;
  events: PeerCallEvents;
  /** Made per page load; tests pass their own. */
  sid?: string;
}

/**
 * One page's side of a one-to-one call: an RTCPeerConnection per meeting of the two pages, negotiated with the
 * perfect-negotiation pattern (https://w3c.github.io/webrtc-pc/#perfect-negotiation-example), signals through the
 * transport. Parts 3 and 4 of issue 15 (step-down, ringing) act on this class.
 */
export class PeerCall {
  readonly sid: string;
  private pc: RTCPeerConnection | undefined;
  private peerSid: string | undefined;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  private media: MediaState = { audio: true, video: true };
  private queue: Promise<void> = Promise.resolve();
  private leave: (() => void) | undefined;
  private over = false;

  constructor(private readonly options: PeerCallOptions) {
    this.sid = options.sid ?? crypto.randomUUID();
  }

  start(): void {
    this.options.events.onPhase('waiting');
    this.leave = this.options.transport.join(this.sid, {
      onSignal: (_from, signal) => {
        this.queue = this.queue.then(() => this.onSignal(signal)).catch((error: unknown) => console.warn('call: signal not handled', error));
      },
      onEnded: (message) => this.finish({ by: 'server', message }),
    });
  }

  setAudio(on: boolean): void {
    this.options.local.getAudioTracks().forEach((track) => (track.enabled = on));
    this.media = { ...this.media, audio: on };
    this.sendMedia();
  }

  setVideo(on: boolean): void {
    this.options.local.getVideoTracks().forEach((track) => (track.enabled = on));
    this.media = { ...this.media, video: on };
    this.sendMedia();
  }

  /** End call: for both sides. */
  hangUp(): void {
    if (this.peerSid) this.options.transport.send({ kind: 'hangup', sid: this.sid, to: this.peerSid });
    this.finish({ by: 'me' });
  }

  /** Leave without ending it for the other side (Back, closing the page): they wait for this side to return. */
  dispose(): void {
    this.over = true;
    this.closePeer();
    this.leave?.();
  }

  private finish(reason: { by: 'peer' | 'server' | 'me'; message?: string }): void {
    if (this.over) return;
    this.dispose();
    this.options.events.onPhase('ended');
    this.options.events.onEnded(reason);
  }

  private async onSignal(signal: CallSignal): Promise<void> {
    if (this.over) return;
    switch (signal.kind) {
      case 'hello':
        // The other page joined (or rejoined after a reconnect, with the same id: the connection stays).
        if (signal.sid !== this.peerSid) this.meet(signal.sid);
        this.options.transport.send({ kind: 'welcome', sid: this.sid, to: signal.sid });
        this.sendMedia();
        return;
      case 'welcome':
        if (signal.to !== this.sid) return;
        if (signal.sid !== this.peerSid) this.meet(signal.sid);
        this.sendMedia();
        return;
      case 'bye':
        if (signal.sid !== this.peerSid) return;
        this.closePeer();
        this.peerSid = undefined;
        this.options.events.onPhase('waiting');
        return;
      default:
        if (signal.to !== this.sid || signal.sid !== this.peerSid) return;
        return this.fromPeer(signal);
    }
  }

  private async fromPeer(signal: Exclude<ClientCallSignal, { kind: 'welcome' }>): Promise<void> {
    const pc = this.pc;
    if (!pc) return;
    switch (signal.kind) {
      case 'media':
        return this.options.events.onPeerMedia({ audio: signal.audio, video: signal.video });
      case 'hangup':
        return this.finish({ by: 'peer' });
      case 'candidate':
        if (!signal.candidate) return;
        try {
          await pc.addIceCandidate(signal.candidate);
        } catch (error) {
          if (!this.ignoreOffer) throw error;
        }
        return;
      case 'description': {
        const { description } = signal;
        const readyForOffer = !this.makingOffer && (pc.signalingState === 'stable' || this.settingRemoteAnswer);
        const collision = description.type === 'offer' && !readyForOffer;
        this.ignoreOffer = !this.options.polite && collision;
        if (this.ignoreOffer) return;
        this.settingRemoteAnswer = description.type === 'answer';
        await pc.setRemoteDescription(description);
        this.settingRemoteAnswer = false;
        if (description.type === 'offer') {
          await pc.setLocalDescription();
          this.sendDescription(pc);
        }
        return;
      }
    }
  }

  /** A new meeting of the two pages: a fresh connection, negotiated as soon as the tracks are added. */
  private meet(peerSid: string): void {
    this.closePeer();
    this.peerSid = peerSid;
    this.options.events.onPhase('connecting');
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers });
    this.pc = pc;
    pc.ontrack = ({ track, streams }) => this.options.events.onRemoteStream(streams[0] ?? new MediaStream([track]));
    pc.onicecandidate = ({ candidate }) => {
      if (this.pc !== pc || !this.peerSid) return;
      const init = candidate ? { ...candidate.toJSON(), candidate: candidate.candidate } : null;
      this.options.transport.send({ kind: 'candidate', sid: this.sid, to: this.peerSid, candidate: init });
    };
    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        this.sendDescription(pc);
      } catch (error) {
        console.warn('call: offer failed', error);
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc) return;
      if (pc.connectionState === 'connected') this.options.events.onPhase('connected');
      if (pc.connectionState === 'disconnected') this.options.events.onPhase('reconnecting');
      // A network change (Wi-Fi to mobile data): gather new candidates without leaving the call.
      if (pc.connectionState === 'failed') pc.restartIce();
    };
    for (const track of this.options.local.getTracks()) pc.addTrack(track, this.options.local);
  }

  private sendDescription(pc: RTCPeerConnection): void {
    const local = pc.localDescription;
    if (!local || !this.peerSid || (local.type !== 'offer' && local.type !== 'answer')) return;
    this.options.transport.send({ kind: 'description', sid: this.sid, to: this.peerSid, description: { type: local.type, sdp: local.sdp } });
  }

  private sendMedia(): void {
    if (this.peerSid) this.options.transport.send({ kind: 'media', sid: this.sid, to: this.peerSid, ...this.media });
  }

  private closePeer(): void {
    if (!this.pc) return;
    this.pc.ontrack = null;
    this.pc.onicecandidate = null;
    this.pc.onnegotiationneeded = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
    this.pc = undefined;
    this.makingOffer = false;
    this.ignoreOffer = false;
    this.settingRemoteAnswer = false;
    this.options.events.onRemoteStream(null);
  }
}
