import { DEFAULT_THEME, VERTICALS, type Theme } from '@sahay/domain/theme-names';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app';
import { preloadRoute, routeForPath } from './app/app-routes';
import { AppProviders } from './app/providers';
import { appRoutes } from './app/router';
import { SPECIALTY_PATHS } from './features/services/specialty-paths';
import { DEFAULT_HEAD, prerenderedHead } from './lib/use-document-title';

/**
 * Renders a public page to HTML at build time (issue 17 part 3; apps/web/pwa/prerender-plugin.ts), as a first visit
 * with nobody signed in sees it before anything has loaded: no stored theme, no intro, the session and live figures
 * still loading. main.tsx hydrates it with the same first render. Waits for every lazy part (the page, the footer).
 * With the markup, the page's title and description as it names them (useDocumentTitle), else index.html's.
 */
export async function renderPage(path: string, theme: Theme): Promise<{ markup: string; title: string; description: string }> {
  const route = routeForPath(appRoutes, path);
  if (!route) throw new Error(`No page at ${path} to prerender`);
  await preloadRoute(route);
  Object.assign(prerenderedHead, { recording: true, title: undefined, description: undefined });
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path} ssrSearch="">
        <AppProviders renderedTheme={theme}>
          <App />
        </AppProviders>
      </Router>
    </StrictMode>,
    // Every part in place in the HTML: no segment moved in later by an inline script (the Content-Security-Policy
    // allows none), whatever its size.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  prerenderedHead.recording = false;
  const markup = await new Response(prelude).text();
  return { markup, title: prerenderedHead.title ?? DEFAULT_HEAD.title, description: prerenderedHead.description ?? DEFAULT_HEAD.description };
}

/**
 * The public pages prerendered at build time, each with the theme it is rendered in (`ownTheme`: a vertical's home,
 * which sets its theme itself; the others show the visitor's saved theme once hydrated):
 * home, the vertical homes, the information pages, sign-in, the landing pages and the AI health assistant (its first
 * question is the same for everyone).
 */
export const PRERENDERED_PAGES: ReadonlyArray<{ path: string; theme: Theme; ownTheme: boolean }> = [
  { path: '/', theme: DEFAULT_THEME, ownTheme: false },
  ...VERTICALS.map(({ route, theme }) => ({ path: route, theme, ownTheme: true })),
  ...['/about', '/privacy', '/terms', '/patient-registration', ...SPECIALTY_PATHS, '/medical-triage'].map((path) => ({
    path,
    theme: DEFAULT_THEME,
    ownTheme: false,
  })),
];
