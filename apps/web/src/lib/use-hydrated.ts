import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a prerendered page is rendered at build time and while the browser hydrates it, true from then on (and
 * at once on a page rendered in the browser). A form's submit button is disabled until then: pressed Enter in the
 * page's HTML before its script runs would otherwise send the fields in the address, the password included.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
