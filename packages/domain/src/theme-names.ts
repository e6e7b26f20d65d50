import type { Category } from './categories';

// Kept free of zod: the web app reads the stored theme before anything else loads (bundle budget).

/** Spec 000 §2: each vertical has a colour theme; green is the default. */
export const THEMES = ['green', 'blue', 'orange', 'purple'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'green';

export function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value);
}

/** Spec 000 §3: a stored value that is not exactly one of the themes falls back to green. */
export function parseTheme(value: string | null | undefined): Theme {
  return isTheme(value) ? value : DEFAULT_THEME;
}

export interface Vertical {
  category: Category;
  route: '/doctor' | '/lawyer' | '/ca' | '/tech';
  theme: Theme;
  label: string;
}

/** Spec 000 §2 "Category routes and theme". */
export const VERTICALS: readonly Vertical[] = [
  { category: 'medical', route: '/doctor', theme: 'green', label: 'Doctor' },
  { category: 'legal', route: '/lawyer', theme: 'blue', label: 'Lawyer' },
  { category: 'finance', route: '/ca', theme: 'orange', label: 'CA' },
  { category: 'tech', route: '/tech', theme: 'purple', label: 'Technology' },
];
