import { useCallback, useMemo } from 'react';
import { useLocation as useWouterLocation, useSearch } from 'wouter';
import { navigate as historyNavigate, useHistoryState } from 'wouter/use-browser-location';

// The app's routing vocabulary over wouter (issue 17 part 2; docs/decisions/099): paths, search parameters and the
// state a page hands to the next, as the pages used them with react-router, at a fraction of its size.

export type To = string | { pathname?: string; search?: string; hash?: string };
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** 'default' for the page the visitor opened Sahay on; another value once they navigated inside it. */
  key: string;
}

/** What history.state holds for a navigation made in the app: the page's state and a key for scroll positions. */
export interface HistoryEntry {
  usr: unknown;
  key: string;
}

const isEntry = (value: unknown): value is HistoryEntry => typeof value === 'object' && value !== null && 'key' in value;

/** The key of the current history entry ('default' when the app did not make it). */
export const currentKey = (): string => (isEntry(window.history.state) ? window.history.state.key : 'default');

/** Scroll positions by history entry, kept so that Back returns to where the visitor was (scroll-restoration.tsx). */
export const scrollPositions = new Map<string, number>();

export function hrefOf(to: To): string {
  if (typeof to === 'string') return to;
  const search = to.search && !to.search.startsWith('?') ? `?${to.search}` : (to.search ?? '');
  const hash = to.hash && !to.hash.startsWith('#') ? `#${to.hash}` : (to.hash ?? '');
  return `${to.pathname ?? window.location.pathname}${search}${hash}`;
}

/** Goes to `to` (or back and forward, with a number), as a link would. */
export function navigateTo(to: To | number, options: NavigateOptions = {}): void {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  scrollPositions.set(currentKey(), window.scrollY);
  const entry: HistoryEntry = { usr: options.state ?? null, key: Math.random().toString(36).slice(2, 10) };
  historyNavigate(hrefOf(to), { replace: options.replace, state: entry });
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

export function useNavigate(): NavigateFunction {
  return navigateTo;
}

export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const historyState: unknown = useHistoryState();
  const hash = typeof window === 'undefined' ? '' : window.location.hash;
  return useMemo(
    () => ({
      pathname,
      search: search ? `?${search}` : '',
      hash,
      state: isEntry(historyState) ? historyState.usr : null,
      key: isEntry(historyState) ? historyState.key : 'default',
    }),
    [pathname, search, hash, historyState],
  );
}

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];

export type SetSearchParams = (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void;

export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const search = useSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>((next, options) => {
    const init = typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
    const query = new URLSearchParams(init).toString();
    navigateTo({ pathname: window.location.pathname, search: query ? `?${query}` : '' }, options);
  }, []);
  return [params, setParams];
}

export { useParams } from 'wouter';
