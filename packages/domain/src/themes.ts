import { z } from 'zod';
import type { Category } from './categories';

/** Spec 000 §2: each vertical has a colour theme; green is the default. */
export const THEMES = ['green', 'blue', 'orange', 'purple'] as const;
export const ThemeSchema = z.enum(THEMES);
export type Theme = z.infer<typeof ThemeSchema>;
export const DEFAULT_THEME: Theme = 'green';

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

export function parseTheme(value: string | null | undefined): Theme {
  const parsed = ThemeSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_THEME;
}
