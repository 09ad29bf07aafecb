// The shell's service worker: a fast second start from cached static files, never a stale page or remote.
// - content-hashed files (`main.3f2a9c1b.js`): cache first; a deploy gives new names, so a cached one is never stale;
// - pages, remoteEntry.js, mf-manifest.json, /remotes.json: network first, the cached copy only when offline;
// - /api/, other origins (a remote on a CDN) and everything else: not touched. A worker keeps the
//   Content-Security-Policy it was installed with; a remote moved to a new origin since would be refused by it.
// Nothing is precached. Each build stamps its own cache name; activating removes the caches of older builds.
const CACHE = 'static-__BUILD_ID__';
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp|woff2?)$/i;
const ALWAYS_ASK = /\/(remoteEntry\.js|mf-manifest\.json|remotes\.json)$/;
// Every route of the single-page app is the same index.html: one cached copy serves them all offline.
const PAGE_KEY = '/';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (offline) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw offline;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const { origin, pathname } = new URL(request.url);
  if (origin !== self.location.origin || pathname.startsWith('/api/') || pathname === '/api') return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, PAGE_KEY));
  else if (ALWAYS_ASK.test(pathname)) event.respondWith(networkFirst(request, request));
  else if (CONTENT_HASHED.test(pathname)) event.respondWith(cacheFirst(request));
});

// Web Push (api modules/push): the payload is JSON {title, body, url}; a click focuses a window on that page or opens
// one. Only a path of this origin is opened, whatever the payload says.
function pageOf(url) {
  try {
    const target = new URL(url || '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : new URL('/', self.location.origin).href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Attendance', {
      body: message.body || '',
      icon: '/icons/icon-192.png',
      data: { url: pageOf(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pageOf(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
