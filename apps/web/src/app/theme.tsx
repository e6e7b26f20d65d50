import { THEME_STORAGE_KEY } from '@sahay/domain/constants';
import { parseTheme, type Theme } from '@sahay/domain/theme-names';
import { createContext, use, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

function readStoredTheme(): Theme {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return parseTheme(null);
  }
}

/**
 * Spec 000 §3: the theme is saved under `app-theme` and applied as data-theme on the document root.
 * `renderedTheme` is the theme a prerendered page was rendered in (entry-server.tsx): the first render uses it, as
 * the server did, so hydration matches; the saved theme follows before the browser paints again.
 */
export function ThemeProvider({ children, renderedTheme }: { children: ReactNode; renderedTheme?: string }) {
  const [theme, setThemeState] = useState<Theme>(() => (renderedTheme ? parseTheme(renderedTheme) : readStoredTheme()));
  // A page that sets its own theme (a vertical's home, in its layout effect, which runs before this one) keeps it.
  const chosen = useRef(false);

  useLayoutEffect(() => {
    if (renderedTheme && !chosen.current) setThemeState(readStoredTheme());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydrating
  }, []);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    const color = getComputedStyle(document.documentElement).getPropertyValue('--primary').trim();
    if (color) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    chosen.current = true;
    setThemeState(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private browsing may refuse storage; the theme still applies for this visit.
    }
  }, []);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeState {
  const state = use(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside ThemeProvider');
  return state;
}
