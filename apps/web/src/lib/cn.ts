import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (no tailwind-merge: 8 KB gzip on every
 * first page, see scripts/check-bundle-budget.mjs): a caller adds classes, it never overrides a component's own
 * (`h-9` with `h-10` is undefined). Components expose variants or props for what callers may change.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
