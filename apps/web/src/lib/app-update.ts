import { useSyncExternalStore } from 'react';

/**
 * A new release is installed and waiting (its service worker, app/pwa/register-service-worker.ts): the shell offers
 * to reload (app/shell/update-prompt.tsx). `apply` switches to the new release and reloads the page.
 */
export interface UpdateOffer {
  apply: () => void;
}

let offer: UpdateOffer | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function offerUpdate(apply: () => void) {
  offer = { apply };
  notify();
}

/** The visitor chose Later: the new release starts next time the app opens. */
export function dismissUpdate() {
  offer = null;
  notify();
}

export function useUpdateOffer(): UpdateOffer | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer,
    () => null,
  );
}
