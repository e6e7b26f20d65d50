import { useState } from 'react';
import { cn } from '@/lib/cn';

const SIZES = {
  sm: 'size-10 text-sm',
  md: 'size-12 text-base',
  lg: 'size-16 text-lg',
} as const;

/** Up to two initials, without the title a name may start with (Dr., Adv., CA). */
export function expertInitials(name: string): string {
  const parts = name
    .trim()
    .replace(/^(dr|adv|ca)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return (
    parts
      .map((part) => part.charAt(0).toUpperCase())
      .slice(0, 2)
      .join('') || '?'
  );
}

interface ExpertAvatarProps {
  name: string;
  photoUrl: string | null | undefined;
  size?: keyof typeof SIZES;
  /** A green dot for an expert who is online now. */
  online?: boolean;
  className?: string;
}

/**
 * An expert's photo on a card, or their initials when there is none (or it cannot be loaded, e.g. a pending
 * expert's photo seen by someone who may not see it). The photo's alt text is the expert's name; the initials are
 * hidden from screen readers, since the name is always written next to them.
 */
export function ExpertAvatar({ name, photoUrl, size = 'md', online, className }: ExpertAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPhoto = Boolean(photoUrl) && failedUrl !== photoUrl;
  return (
    <span className={cn('relative inline-flex shrink-0', SIZES[size], className)}>
      {showPhoto ? (
        <img
          src={photoUrl ?? undefined}
          alt={name}
          loading="lazy"
          decoding="async"
          className="size-full rounded-full bg-muted object-cover"
          onError={() => setFailedUrl(photoUrl ?? null)}
        />
      ) : (
        <span
          aria-hidden
          className="flex size-full items-center justify-center rounded-full bg-primary-soft font-bold text-primary-strong dark:text-foreground"
        >
          {expertInitials(name)}
        </span>
      )}
      {online ? <span className="absolute bottom-0 right-0 size-3 rounded-full border-2 border-surface bg-success" aria-hidden /> : null}
    </span>
  );
}
