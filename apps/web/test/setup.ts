import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { INTRO_DONE_STORAGE_KEY } from '@/features/first-run/first-run-storage';
import { closeRealtime } from '@/lib/realtime';

// Routes are lazy chunks; the first import of one is transformed on demand, which can take a few seconds.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling; the router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;
// Nor pointer capture, which sonner uses when a toast is pressed.
Object.assign(Element.prototype, {
  setPointerCapture: () => undefined,
  releasePointerCapture: () => undefined,
  hasPointerCapture: () => false,
});

// Test files share one module graph and globals (vitest.config.ts, isolate: false). Testing Library flips React's
// act-environment flag while it waits; start every file from the flag's untouched state, as a fresh worker would.
beforeAll(() => {
  delete (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
});

// A React warning or an unexpected console.error is a bug: fail the test that caused it.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  // The first-visit intro covers the home page; tests of it clear this flag themselves.
  localStorage.setItem(INTRO_DONE_STORAGE_KEY, 'true');
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  cleanup();
  // Pages that open the tab's socket leave it reconnecting (jsdom has no server): its timer must not outlive the test.
  closeRealtime();
  // sonner keeps its toasts in module state and replays active ones to a new Toaster: start each test clean.
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
  delete document.documentElement.dataset.theme;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]?.map(String).join(' ') ?? '';
    throw new Error(`console.error was called ${consoleErrors.length} time(s); first: ${first}`);
  }
});
