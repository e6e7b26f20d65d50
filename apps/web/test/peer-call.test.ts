import type { CallSignal, ClientCallSignal } from '@sahay/domain/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WARM_UP_SAMPLES } from '@/features/calls/call-monitor';
import { SAMPLE_INTERVAL_MS } from '@/features/calls/call-quality';
import { ICE_RESTART_RETRY_MS, PeerCall, type CallTransport, type PeerCallEvents } from '@/features/calls/peer-call';

// Issue 15 part 3 on PeerCall with a fake RTCPeerConnection: ICE restart after a drop, the lost offer sent again,
// step-down applied to the video sender and told to the other side.
const ME = 'page-me-0001';
const PEER = 'page-peer-0001';

class FakeSender {
  parameters: RTCRtpSendParameters = { encodings: [{ active: true }], transactionId: 't', codecs: [], headerExtensions: [], rtcp: {} };
  constructor(public track: { kind: string } | null) {}
  getParameters = () => structuredClone(this.parameters);
  setParameters = vi.fn((parameters: RTCRtpSendParameters) => Promise.resolve(void (this.parameters = parameters)));
  replaceTrack = vi.fn((track: { kind: string } | null) => Promise.resolve(void (this.track = track)));
}

class FakePeerConnection {
  static last: FakePeerConnection | undefined;
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  localDescription: { type: string; sdp: string } | null = null;
  senders: FakeSender[] = [];
  stats = new Map<string, Record<string, unknown>>();
  restartIce = vi.fn();
  onconnectionstatechange: (() => void) | null = null;
  onnegotiationneeded: (() => Promise<void>) | null = null;
  ontrack = null;
  onicecandidate = null;
  constructor(public config: RTCConfiguration) {
    FakePeerConnection.last = this;
  }
  addTrack = (track: { kind: string }) => this.senders.push(new FakeSender(track));
  getSenders = () => this.senders;
  getTransceivers = () => [];
  getStats = () => Promise.resolve(this.stats);
  setLocalDescription = () => {
    this.signalingState = 'have-local-offer';
    this.localDescription = { type: 'offer', sdp: 'v=0 offer' };
    return Promise.resolve();
  };
  close = vi.fn();
  setState(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

function setUp(iceTransportPolicy?: RTCIceTransportPolicy) {
  const sent: ClientCallSignal[] = [];
  let deliver: ((signal: CallSignal) => void) | undefined;
  const transport: CallTransport = {
    join: (_sid, handlers) => {
      deliver = (signal) => handlers.onSignal('peer-user', signal);
      return () => undefined;
    },
    send: (signal) => sent.push(signal),
  };
  const events = {
    onPhase: vi.fn(),
    onRemoteStream: vi.fn(),
    onPeerMedia: vi.fn(),
    onEnded: vi.fn(),
    onQuality: vi.fn(),
    onPeerLevel: vi.fn(),
  } satisfies PeerCallEvents;
  const track = (kind: string) => ({ kind, enabled: true, stop: vi.fn() });
  const tracks = [track('audio'), track('video')];
  const local = { getTracks: () => tracks, getAudioTracks: () => [tracks[0]], getVideoTracks: () => [tracks[1]] } as unknown as MediaStream;
  const call = new PeerCall({ transport, local, iceServers: [], polite: true, events, sid: ME, iceTransportPolicy });
  call.start();
  // The queue of signals is a promise chain: let it run.
  const receive = async (signal: CallSignal) => {
    deliver?.(signal);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { call, sent, events, receive };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
});
afterEach(() => vi.useRealTimers());

describe('PeerCall', () => {
  it('restarts ICE when the connection drops, again every few seconds, and stops once it is back', async () => {
    const { events, receive, call } = setUp();
    await receive({ kind: 'hello', sid: PEER });
    const pc = FakePeerConnection.last!;
    expect(pc.config.iceTransportPolicy).toBe('all');
    pc.setState('connected');
    expect(events.onPhase).toHaveBeenLastCalledWith('connected');

    pc.setState('disconnected');
    expect(events.onPhase).toHaveBeenLastCalledWith('reconnecting');
    expect(pc.restartIce).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(ICE_RESTART_RETRY_MS * 2);
    expect(pc.restartIce).toHaveBeenCalledTimes(3);
    pc.setState('failed');
    expect(pc.restartIce).toHaveBeenCalledTimes(4);

    pc.setState('connected');
    expect(events.onPhase).toHaveBeenLastCalledWith('connected');
    await vi.advanceTimersByTimeAsync(ICE_RESTART_RETRY_MS * 3);
    expect(pc.restartIce).toHaveBeenCalledTimes(4);
    call.dispose();
  });

  it('sends its restart offer again when the other page comes back on the socket (it may have been lost)', async () => {
    const { sent, receive, call } = setUp();
    await receive({ kind: 'hello', sid: PEER });
    const pc = FakePeerConnection.last!;
    await pc.onnegotiationneeded?.();
    pc.setState('connected');
    pc.setState('disconnected');
    sent.length = 0;
    // The same page of the other person says hello again (its socket reconnected): same connection, offer re-sent.
    await receive({ kind: 'hello', sid: PEER });
    expect(FakePeerConnection.last).toBe(pc);
    expect(sent.map((s) => s.kind)).toEqual(['description', 'welcome', 'media']);
    // While connected, a repeated hello changes nothing.
    pc.setState('connected');
    sent.length = 0;
    await receive({ kind: 'hello', sid: PEER });
    expect(sent.map((s) => s.kind)).toEqual(['welcome', 'media']);
    call.dispose();
  });

  it('steps its video down on a poor connection, tells the other side, and shows what the other side sends', async () => {
    const { sent, events, receive, call } = setUp('relay');
    await receive({ kind: 'hello', sid: PEER });
    const pc = FakePeerConnection.last!;
    expect(pc.config.iceTransportPolicy).toBe('relay');
    pc.stats = new Map(
      Object.entries({
        P: { id: 'P', type: 'candidate-pair', nominated: true, state: 'succeeded', currentRoundTripTime: 0.45, availableOutgoingBitrate: 400_000 },
      }),
    );
    pc.setState('connected');
    // The first readings of a new connection decide nothing (the send estimate is still climbing).
    await vi.advanceTimersByTimeAsync(SAMPLE_INTERVAL_MS * WARM_UP_SAMPLES);
    expect(events.onQuality).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SAMPLE_INTERVAL_MS * 2);
    const video = pc.senders.find((s) => s.track?.kind === 'video')!;
    expect(video.parameters.encodings[0]).toMatchObject({ active: true, scaleResolutionDownBy: 2, maxBitrate: 250_000 });
    expect(sent).toContainEqual({ kind: 'quality', sid: ME, to: PEER, level: 'reduced' });
    expect(events.onQuality).toHaveBeenLastCalledWith(expect.objectContaining({ network: 'fair', level: 'reduced' }));
    expect(pc.senders.find((s) => s.track?.kind === 'audio')!.setParameters).not.toHaveBeenCalled();

    await receive({ kind: 'quality', sid: PEER, to: ME, level: 'audio-only' });
    expect(events.onPeerLevel).toHaveBeenCalledWith('audio-only');
    call.dispose();
  });
});
