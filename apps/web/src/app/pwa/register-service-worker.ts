import { offerUpdate } from '@/lib/app-update';

/** How often an open app asks whether a new release is out (browsers also check on every page load). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the Workbox service worker (pwa/service-worker-plugin.ts, docs/decisions/090). Loaded with import() once
 * the page has loaded, so it costs the first page nothing. When a new release's worker has installed while this page
 * runs the old one, the shell offers to reload; accepting tells the waiting worker to take over, then reloads.
 */
export async function registerServiceWorker() {
  const registration = await navigator.serviceWorker.register('/sw.js');
  let reloading = false;
  const offer = (worker: ServiceWorker) =>
    offerUpdate(() => {
      reloading = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) window.location.reload();
  });

  // A worker is "waiting" only when an older one controls this page: the first install needs no prompt.
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
    });
  });

  const check = () => void registration.update().catch(() => undefined); // offline: try again later
  window.setInterval(check, CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
