import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Slot } from './slot';

// Heights are minimums (issue 20): a label that wraps (Hindi runs longer than English) grows the button instead of
// spilling out of it; one line keeps its height. A link button now gets its size's minimum too (its h-auto no longer
// lowers it): a 44 px tap target, as the dashboard's link buttons already asked for with min-h-11. Compound variants
// that left links out cost 60 bytes gzip on every route, over the bundle budget.
const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-xl text-center text-sm font-semibold transition-colors disabled:pointer-events-none select-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        // Disabled, the main action turns grey with readable text (issue 21: a faded green read as broken and failed
        // contrast); the lighter variants fade.
        primary: 'bg-primary text-primary-foreground hover:bg-primary-strong shadow-sm disabled:bg-muted disabled:text-muted-foreground disabled:shadow-none',
        outline: 'border border-border bg-surface text-foreground hover:bg-muted disabled:opacity-50',
        ghost: 'text-foreground hover:bg-muted disabled:opacity-50',
        soft: 'bg-primary-soft text-primary-strong hover:bg-primary-soft/80 dark:text-foreground disabled:opacity-50',
        link: 'text-primary underline-offset-4 hover:underline px-0 h-auto disabled:opacity-50',
        // Ending something for good (End call): the theme's danger colour, with text that contrasts in light and dark.
        danger: 'bg-danger text-background hover:opacity-90 shadow-sm disabled:opacity-50',
      },
      size: {
        md: 'min-h-11 px-4',
        lg: 'min-h-12 px-5 text-base',
        sm: 'min-h-9 px-3',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type = 'button', ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return <Component type={asChild ? undefined : type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
