import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

interface CallVideoProps {
  stream: MediaStream | null;
  label: string;
  /** One's own picture: mirrored, and silent (hearing oneself echoes). */
  self?: boolean;
  className?: string;
}

export function CallVideo({ stream, label, self = false, className }: CallVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) video.play().catch(() => undefined);
  }, [stream]);
  return <video ref={ref} aria-label={label} autoPlay playsInline muted={self} className={cn('bg-black object-cover', self && '-scale-x-100', className)} />;
}
