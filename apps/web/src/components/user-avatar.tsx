import { cn } from '@/lib/cn';

export function initialOf(name: string): string {
  return name.trim().replace(/^(dr|adv|ca)\.?\s+/i, '').charAt(0).toUpperCase() || '?';
}

export function UserAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn('flex size-10 items-center justify-center rounded-full bg-primary text-base font-semibold text-primary-foreground', className)}
    >
      {initialOf(name)}
    </span>
  );
}
