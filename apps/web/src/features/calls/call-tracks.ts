/*
 * Changing what a call sends while it runs (issue 15 part 3): the local stream and the connection's senders move
 * together, so the preview, the next connection (after the other side reloads) and the current one agree.
 */

/**
 * Sound only (null) or a camera again. The video transceiver is reused and its direction changed, so the connection
 * renegotiates (perfect negotiation, in peer-call.ts) and the other side's video track is removed or added back,
 * without a new m-line each time.
 */
export async function switchCamera(pc: RTCPeerConnection | undefined, local: MediaStream, track: MediaStreamTrack | null): Promise<void> {
  for (const old of local.getVideoTracks()) {
    local.removeTrack(old);
    old.stop();
  }
  if (track) local.addTrack(track);
  if (!pc) return;
  const transceiver = pc.getTransceivers().find((t) => t.currentDirection !== 'stopped' && t.receiver.track.kind === 'video');
  if (!transceiver) {
    if (track) pc.addTrack(track, local);
    return;
  }
  await transceiver.sender.replaceTrack(track);
  if (track) transceiver.sender.setStreams?.(local);
  transceiver.direction = track ? 'sendrecv' : 'recvonly';
}

/** Another camera or microphone: RTCRtpSender.replaceTrack, no renegotiation; the old device is released. */
export async function swapTrack(pc: RTCPeerConnection | undefined, local: MediaStream, track: MediaStreamTrack): Promise<void> {
  const old = local.getTracks().find((t) => t.kind === track.kind);
  if (old) local.removeTrack(old);
  local.addTrack(track);
  const sender = pc?.getSenders().find((s) => s.track !== null && s.track === old);
  if (sender) await sender.replaceTrack(track);
  old?.stop();
}
