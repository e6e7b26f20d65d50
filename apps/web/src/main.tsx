import { startTransition, StrictMode } from 'react';
import { DEFAULT_APP_LANGUAGE } from '@sahay/domain/app-languages';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute, routeForPath } from './app/app-routes';
import { AppProviders } from './app/providers';
import { appRoutes } from './app/router';
import { SiteFooter } from './app/shell/app-shell';
import { startLanguage } from './i18n/i18n';
import { getLanguage } from './i18n/language';
import { resetDocumentHead } from './lib/use-document-title';
import './index.css';

declare global {
  interface Window {
    /** A prerendered page's taps made before the app took it over (pwa/page-start.js); stops keeping them. */
    sahayEarlyTaps?: () => HTMLElement[];
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A prerendered page also came with its own title and description: put index.html's back just before React takes
// over, as the page names its own again once running (useDocumentTitle) and gives back what it found on leaving.
const start = (render: () => void) => {
  if (root.dataset.prerendered) resetDocumentHead();
  render();
};

const app = (renderedTheme?: string) => (
  <StrictMode>
    <AppProviders renderedTheme={renderedTheme}>
      <App />
    </AppProviders>
  </StrictMode>
);

// A prerendered page (issue 17 part 3; pwa/prerender-plugin.ts) arrives with its HTML in #root, marked with the theme
// it was rendered in: hydrate it once its page's chunk is loaded, so the first render is the page the server rendered
// and not the loading bar. Any other address gets the empty shell (from the service worker too, but for the pages it
// keeps prerendered: pwa/service-worker-plugin.ts).
// Its footer too: a part still loading when the page updates after hydrating would be thrown away and drawn again.
// The pages are prerendered in English: a Hindi reader's page is rendered afresh in Hindi instead of hydrated, once the
// shell's Hindi messages have loaded (English ones come with this bundle).
const renderedTheme = root.dataset.prerendered;
// A prerendered page came with the CSS it uses inline and the whole stylesheet deferred (pwa/prerender-plugin.ts):
// apply it, whichever way the page is rendered.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-rest-of-css]')) link.media = 'all';
if (renderedTheme && getLanguage() === DEFAULT_APP_LANGUAGE) {
  const route = routeForPath(appRoutes, window.location.pathname);
  void Promise.all([route ? preloadRoute(route) : undefined, SiteFooter.preload()])
    .catch(() => undefined)
    // As a transition, so React hydrates in slices of a few milliseconds, yielding to the browser in between, rather than
    // in one long task: the page is already painted, and a long task then is what Lighthouse counts as blocking time.
    .then(() =>
      start(() => {
        startTransition(() => void hydrateRoot(root, app(renderedTheme)));
        // A tap made before now (pwa/page-start.js kept it) is done again: React hydrates what it lands on first.
        for (const element of window.sahayEarlyTaps?.() ?? []) element.click();
      }),
    );
} else {
  void startLanguage().then(() => start(() => createRoot(root).render(app())));
}

// The service worker keeps the app shell for offline use and offers new releases (app/pwa/register-service-worker.ts);
// built apps only, registered once the page has loaded so it never delays the first page. A prerendered page starts
// this script after its first paint (pwa/prerender-plugin.ts), often after the page has loaded.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => {
    import('./app/pwa/register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
