import type { CallMode } from '@sahay/domain/call-life';
import type { MessageKey } from '@/i18n/message-keys';

/** The devices chosen in the pre-call check or during the call; undefined: the browser's default. */
export interface ChosenDevices {
  audioinput?: string;
  videoinput?: string;
  audiooutput?: string;
}

/** Why no call could start: the person refused (or the browser blocks it), or there is no usable device. */
export type MediaFailure = 'denied' | 'unavailable';

export const NO_CAMERA_NOTICE = 'calls.noCameraJoined' satisfies MessageKey;

// Phones on mobile data: 640×480 is clear enough for a consultation and light on the uplink.
const videoConstraints = (deviceId?: string): MediaTrackConstraints =>
  deviceId
    ? { deviceId: { exact: deviceId }, width: { ideal: 640 }, height: { ideal: 480 } }
    : { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' };
const audioConstraints = (deviceId?: string): MediaTrackConstraints | boolean => (deviceId ? { deviceId: { exact: deviceId } } : true);

export function failureOf(error: unknown): MediaFailure {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
}

/**
 * The microphone, and the camera in a video call. An audio call never asks for the camera. A video call on a device
 * whose camera cannot be opened (none, or busy in another app) falls back to sound only rather than no call.
 */
export async function openMedia(mode: CallMode, chosen: ChosenDevices): Promise<{ stream: MediaStream; mode: CallMode; notice: MessageKey | null }> {
  const media = navigator.mediaDevices;
  if (!media?.getUserMedia) throw new DOMException('No media devices', 'NotFoundError');
  if (mode === 'audio') return { stream: await media.getUserMedia({ audio: audioConstraints(chosen.audioinput) }), mode, notice: null };
  try {
    const stream = await media.getUserMedia({ audio: audioConstraints(chosen.audioinput), video: videoConstraints(chosen.videoinput) });
    return { stream, mode, notice: null };
  } catch (error) {
    if (failureOf(error) === 'denied') throw error;
    return { stream: await media.getUserMedia({ audio: audioConstraints(chosen.audioinput) }), mode: 'audio', notice: NO_CAMERA_NOTICE };
  }
}

/** One device's track, for switching to video or picking another camera or microphone. */
export async function openTrack(kind: 'audioinput' | 'videoinput', deviceId?: string): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getUserMedia(
    kind === 'videoinput' ? { video: videoConstraints(deviceId) } : { audio: audioConstraints(deviceId) },
  );
  const [track] = stream.getTracks();
  if (!track) throw new DOMException('No track', 'NotFoundError');
  return track;
}

/** Chrome and Edge let a page choose the speaker (HTMLMediaElement.setSinkId); Safari and Firefox on phones do not. */
export const speakerChoiceSupported = (): boolean => typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;

export async function playOn(element: HTMLMediaElement, sinkId: string | undefined): Promise<void> {
  if (sinkId !== undefined && speakerChoiceSupported()) await (element as HTMLMediaElement & { setSinkId(id: string): Promise<void> }).setSinkId(sinkId);
}
