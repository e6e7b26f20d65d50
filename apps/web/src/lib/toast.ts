import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
type Show = Sonner['toast']['success'];

/**
 * Toasts through sonner, loaded on demand. Nothing on a first page needs a toast before the visitor acts, and
 * sonner is 9 KB gzip: loading it later keeps the login page inside its bundle budget. A toast raised before
 * the Toaster has mounted is not lost: sonner replays active toasts to a Toaster that subscribes late.
 */
let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined;
    throw error;
  });
  return sonner;
}

/** Mounts the Toaster (see ToasterHost) and starts loading sonner. */
export function requestToaster(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return loadSonner();
}

export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    // A prerendered page has no toaster; hydrating it starts without one too.
    () => false,
  );
}

function show(kind: 'success' | 'error' | 'warning' | 'info') {
  return (...args: Parameters<Show>): void => {
    requestToaster().then(
      ({ toast: sonnerToast }) => void sonnerToast[kind](...args),
      // Without its code no toast can show; the page itself keeps working.
      () => undefined,
    );
  };
}

export const toast = { success: show('success'), error: show('error'), warning: show('warning'), info: show('info') };

/** Loads the Toaster as a component: the same module as the toasts, so it is downloaded once. */
export const loadToaster = () => loadSonner().then(({ Toaster }) => ({ default: Toaster }));
