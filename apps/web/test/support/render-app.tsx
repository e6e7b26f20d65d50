import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { App } from '@/app/app';
import { AppProviders } from '@/app/providers';
import { navigateTo } from '@/lib/router/navigation';

/** Where the app is: the address bar of jsdom's window, which the router reads and writes. */
export const router = {
  get state() {
    return { location: { pathname: window.location.pathname, search: window.location.search } };
  },
  navigate: (to: string) => navigateTo(to),
};

/** Opens the app at `path`, with `history` (older entries first) behind it as if the visitor came from there. */
export function openAt(path: string, history: readonly string[] = []) {
  window.history.replaceState(null, '', history[0] ?? path);
  for (const entry of [...history.slice(1), ...(history.length > 0 ? [path] : [])]) navigateTo(entry);
}

/** `children` inside the app's providers, opened at `path`. */
export function renderAt(path: string, children: ReactNode, history: readonly string[] = []) {
  openAt(path, history);
  const user = userEvent.setup();
  const view = render(<AppProviders>{children}</AppProviders>);
  return { ...view, router, user };
}

/** The whole app, with its real route table and providers, opened at `path`. */
export function renderApp(path: string, history: readonly string[] = []) {
  return renderAt(path, <App />, history);
}
