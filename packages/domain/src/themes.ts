import { z } from 'zod';
import { THEMES } from './theme-names';

export { DEFAULT_THEME, isTheme, parseTheme, THEMES, VERTICALS, type Theme, type Vertical } from './theme-names';

export const ThemeSchema = z.enum(THEMES);
