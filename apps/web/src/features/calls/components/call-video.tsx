import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { playOn } from '../media-devices';

interface CallVideoProps {
  stream: MediaStream | null;
  label: string;
  /** One's own picture: mirrored, and silent (hearing oneself echoes). */
  self?: boolean;
  /** The other person whole (contain), or one's own preview filling its frame (cover). */
  fit?: 'contain' | 'cover';
  className?: string;
  /** The speaker chosen in the device picker (where the browser lets a page choose). */
  sinkId?: string;
}

export function CallVideo({ stream, label, self = false, fit = 'cover', className, sinkId }: CallVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && sinkId !== undefined) playOn(ref.current, sinkId).catch((error: unknown) => console.warn('call: speaker not chosen', error));
  }, [sinkId]);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) video.play().catch(() => undefined);
  }, [stream]);
  return (
    <video
      ref={ref}
      aria-label={label}
      autoPlay
      playsInline
      muted={self}
      className={cn('bg-black', fit === 'contain' ? 'object-contain' : 'object-cover', self && '-scale-x-100', className)}
    />
  );
}
