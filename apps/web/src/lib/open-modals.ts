import { useEffect, useSyncExternalStore } from 'react';

// Spec 000 §2: the rotating pill hides "while any modal is open". Dialogs register here while open, and the
// shell reads one boolean, without knowing which features have dialogs.
let openCount = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setOpenCount(next: number) {
  openCount = next;
  listeners.forEach((listener) => listener());
}

/** Call from a dialog component with its open state. */
export function useRegisterOpenModal(open: boolean) {
  useEffect(() => {
    if (!open) return;
    setOpenCount(openCount + 1);
    return () => setOpenCount(openCount - 1);
  }, [open]);
}

export function useAnyModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openCount > 0,
    () => false,
  );
}
