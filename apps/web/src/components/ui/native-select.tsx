import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A native <select>: the phone's own picker on mobile, styled like Input. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-11 w-full rounded-xl border border-border bg-surface px-3 text-base text-foreground',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-danger',
        className,
      )}
      {...props}
    />
  );
}
