import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface SwitchProps extends Omit<ComponentProps<'button'>, 'role' | 'onChange' | 'type'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * The WAI-ARIA switch pattern (https://www.w3.org/WAI/ARIA/apg/patterns/switch/) on a native button, so Space
 * and Enter toggle it without extra code. Name it with a <label htmlFor> or aria-label. The hit area is 44 px
 * high around a smaller track. Written here rather than Radix Switch to keep it a few lines (bundle budget).
 */
export function Switch({ checked, onCheckedChange, className, onClick, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange(!checked);
      }}
      className={cn(
        'group inline-flex h-11 w-14 shrink-0 items-center justify-center rounded-full disabled:pointer-events-none disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className={cn('flex h-7 w-12 items-center rounded-full p-0.5 transition-colors', checked ? 'bg-primary' : 'bg-slate-300 dark:bg-slate-600')}
      >
        <span className={cn('size-6 rounded-full bg-white shadow-sm transition-transform', checked ? 'translate-x-5' : 'translate-x-0')} />
      </span>
    </button>
  );
}
