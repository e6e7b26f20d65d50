import type { CallSignal, ClientCallSignal, SendLevel } from '@sahay/domain/calls';
import { CallMonitor, type CallQuality } from './call-monitor';
import { swapTrack, switchCamera } from './call-tracks';

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
  /** Issue 15 part 3: the connection's quality, the video level sent and the route (direct or relayed). */
  onQuality?(quality: CallQuality): void;
  /** What the other side sends on its connection: everything, less, or sound only. */
  onPeerLevel?(level: SendLevel): void;
  /** Whether the other side sends a video track at all (false in an audio call). */
  onRemoteVideo?(present: boolean): void;
}

/** While the connection is lost, ask for new candidates again this often (the first restart may go unanswered). */
export const ICE_RESTART_RETRY_MS = 5000;

export interface PeerCallOptions {
  transport: CallTransport;
  local: MediaStream;
  iceServers: RTCIceServer[];
  /** Perfect negotiation: the polite side yields when both offer at once (the patient's page). */
  polite: boolean;
  events: PeerCallEvents;
  /** Made per page load; tests pass their own. */
  sid?: string;
  /** 'relay' only where the server allows the test flag (tests and the bench prove TURN carries a call). */
  iceTransportPolicy?: RTCIceTransportPolicy;
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
  private monitor: CallMonitor | undefined;
  private restartTimer: ReturnType<typeof setInterval> | undefined;

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

  /** Switches between a video call (a camera track) and sound only (null); the other side's video starts or stops. */
  async setCamera(track: MediaStreamTrack | null): Promise<void> {
    this.media = { ...this.media, video: Boolean(track) };
    await switchCamera(this.pc, this.options.local, track);
    await this.monitor?.applyLevel();
    if (track) this.monitor?.warmUp();
    this.sendMedia();
  }

  /** Another camera or microphone picked during the call: the new track replaces the old without renegotiating. */
  async replaceTrack(track: MediaStreamTrack): Promise<void> {
    track.enabled = track.kind === 'audio' ? this.media.audio : this.media.video;
    await swapTrack(this.pc, this.options.local, track);
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
        else this.resume();
        this.options.transport.send({ kind: 'welcome', sid: this.sid, to: signal.sid });
        this.sendMedia();
        return;
      case 'welcome':
        if (signal.to !== this.sid) return;
        if (signal.sid !== this.peerSid) this.meet(signal.sid);
        else this.resume();
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
      case 'quality':
        return this.options.events.onPeerLevel?.(signal.level);
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
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers, iceTransportPolicy: this.options.iceTransportPolicy ?? 'all' });
    this.pc = pc;
    pc.ontrack = ({ track, streams }) => {
      const stream = streams[0] ?? new MediaStream([track]);
      const hasVideo = () => this.options.events.onRemoteVideo?.(stream.getVideoTracks().length > 0);
      // The other side switching to sound only (or back) removes (or adds) its video track from the stream.
      stream.onremovetrack = stream.onaddtrack = hasVideo;
      this.options.events.onRemoteStream(stream);
      hasVideo();
    };
    this.monitor = new CallMonitor(pc, (quality, levelChanged) => {
      this.options.events.onQuality?.(quality);
      if (levelChanged && this.peerSid) this.options.transport.send({ kind: 'quality', sid: this.sid, to: this.peerSid, level: quality.level });
    });
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
      if (pc.connectionState === 'connected') {
        this.stopRestarts();
        this.monitor?.start();
        this.options.events.onPhase('connected');
      }
      if (pc.connectionState === 'disconnected' || pc.connectionState === 'failed') {
        this.options.events.onPhase('reconnecting');
        this.restartIce(pc);
      }
    };
    for (const track of this.options.local.getTracks()) pc.addTrack(track, this.options.local);
  }

  /**
   * A network drop or change (Wi-Fi to mobile data): gather new candidates (an ICE restart, renegotiated through the
   * usual offer and answer) without leaving the call, and again every few seconds until it connects.
   */
  private restartIce(pc: RTCPeerConnection): void {
    pc.restartIce();
    this.restartTimer ??= setInterval(() => {
      if (this.pc === pc && pc.connectionState !== 'connected') pc.restartIce();
      else this.stopRestarts();
    }, ICE_RESTART_RETRY_MS);
  }

  private stopRestarts(): void {
    clearInterval(this.restartTimer);
    this.restartTimer = undefined;
  }

  /**
   * The other page is back on the socket (its own or ours reconnected) with the same call: if the media is not
   * flowing, the offer that would restart it may have been lost while the socket was down, so send it again.
   */
  private resume(): void {
    const pc = this.pc;
    if (!pc || pc.connectionState === 'connected' || pc.connectionState === 'new') return;
    if (pc.signalingState === 'have-local-offer') this.sendDescription(pc);
    else this.restartIce(pc);
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
    this.stopRestarts();
    this.monitor?.stop();
    this.monitor = undefined;
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
