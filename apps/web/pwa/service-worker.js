// Sahay's service worker: the app shell opens offline. The build replaces the two constants below.
// API answers (health records, chats) are never cached: they are private and must be current.
const VERSION = '__SAHAY_VERSION__';
const PRECACHE = __SAHAY_PRECACHE__;
const CACHE = `sahay-shell-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(['/', ...PRECACHE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('sahay-shell-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    // Network first, so a deploy shows at once; offline, the cached shell opens and the router takes over.
    event.respondWith(fetch(request).catch(() => caches.match('/', { cacheName: CACHE }).then((r) => r ?? Response.error())));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed file names never change: cache first, and keep chunks fetched later for the next offline visit.
    event.respondWith(
      caches.match(request, { cacheName: CACHE }).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
