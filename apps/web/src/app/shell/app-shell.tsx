import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { SiteHeader } from './site-header';

export function AppShell() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#content" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-3 focus:py-2">
        Skip to content
      </a>
      {navigation.state === 'loading' ? (
        <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-primary" />
      ) : null}
      <SiteHeader />
      <div id="content" className="flex flex-1 flex-col">
        <Outlet />
      </div>
      <ScrollRestoration />
    </div>
  );
}
