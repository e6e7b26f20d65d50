import { Component as ReactComponent, lazy, Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { useT } from '@/i18n/i18n';
import { useLocation } from '@/lib/router';
import { currentKey, scrollPositions } from '@/lib/router/navigation';
import { RouteErrorScreen } from './error-screens';

/** A page of the route table: its path (wouter's patterns, `*` for any) and its lazy chunk, which exports `Component`. */
export interface AppRoute {
  path: string;
  lazy: () => Promise<{ Component: ComponentType }>;
}

/** One React.lazy per chunk loader, so a page's code is fetched once and the page is not remounted. */
const pages = new Map<AppRoute['lazy'], ComponentType>();
/** Pages whose chunk was loaded before the first render (preloadRoute): rendered as they are, without suspending. */
const loadedPages = new Map<AppRoute['lazy'], ComponentType>();
function pageOf(route: AppRoute): ComponentType {
  let page = pages.get(route.lazy);
  if (!page) {
    page = loadedPages.get(route.lazy) ?? lazy(() => route.lazy().then((module) => ({ default: module.Component })));
    pages.set(route.lazy, page);
  }
  return page;
}

/** The route an address without parameters opens (a prerendered page's), compared as the server does. */
export function routeForPath(routes: readonly AppRoute[], pathname: string): AppRoute | undefined {
  const path = pathname.replace(/(.)\/$/, '$1').toLowerCase();
  return routes.find((route) => route.path.toLowerCase() === path);
}

/**
 * Loads a page's chunk before the app first renders, so hydrating a prerendered page (main.tsx) or prerendering it
 * (entry-server.tsx) renders the page itself rather than the "Loading page" bar in its place.
 */
export async function preloadRoute(route: AppRoute): Promise<void> {
  if (pages.has(route.lazy) || loadedPages.has(route.lazy)) return;
  const module = await route.lazy();
  loadedPages.set(route.lazy, module.Component);
}

function RouteLoading() {
  const { t } = useT();
  return <div role="progressbar" aria-label={t('loading.page')} className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-primary" />;
}

/** A new page starts at the top; Back and Forward return to where the visitor was on that page. */
let cameBackOrForward = false;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (cameBackOrForward = true));

// A layout effect, so it runs before the page's own effects: a page that scrolls somewhere itself (a form it was
// asked to show) has the last word.
function ScrollRestoration() {
  const { key, hash } = useLocation();
  useLayoutEffect(() => {
    const restore = cameBackOrForward;
    cameBackOrForward = false;
    if (restore) window.scrollTo(0, scrollPositions.get(currentKey()) ?? 0);
    else if (!hash) window.scrollTo(0, 0);
  }, [key, hash]);
  return null;
}

/** The first route that matches the address renders, its chunk loaded on demand; `*` catches the rest (404). */
export function AppRoutes({ routes }: { routes: readonly AppRoute[] }) {
  return (
    <>
      <Suspense fallback={<RouteLoading />}>
        <Switch>
          {routes.map((route) => {
            const Page = pageOf(route);
            return (
              <Route key={route.path} path={route.path}>
                <Page />
              </Route>
            );
          })}
        </Switch>
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

/** Spec 000 §2: an error while rendering a page shows the generic error screen instead of a blank app. */
export class RouteErrorBoundary extends ReactComponent<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorScreen error={this.state.error} />;
  }
}
