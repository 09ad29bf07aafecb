// The shell's service worker: a fast second start from cached static files, never a stale page or remote.
// - content-hashed files (`main.3f2a9c1b.js`): cache first; a deploy gives new names, so a cached one is never stale;
// - pages, remoteEntry.js, mf-manifest.json, /remotes.json: network first, the cached copy only when offline;
// - /api/ and everything else: not touched. Of other origins (a remote on a CDN) only the files this worker
//   precached itself: it keeps the Content-Security-Policy it was installed with, so a fetch of an origin added to
//   the registry since would be refused by it, and the page's own request must go out instead.
// Precached: at install the shell's first screens (sign-in, layout, home, the frame of a remote page: the list the
// build stamps in, shell/first-screen-files.js); after sign-in, the remotes the page names (`precache-remotes`:
// each remote's manifest, remoteEntry.js and the content-hashed files of the pages the person may open).
// Each build stamps its own cache name; activating removes the caches of older builds.
const CACHE = 'static-__BUILD_ID__';
const SHELL_FILES = JSON.parse('__SHELL_FILES__');
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp|woff2?)$/i;
const ALWAYS_ASK = /\/(remoteEntry\.js|mf-manifest\.json|remotes\.json)$/;
// Every route of the single-page app is the same index.html: one cached copy serves them all offline.
const PAGE_KEY = '/';
// A precache fetch waits behind what the page asks for.
const BACKGROUND = { priority: 'low' };

/** URLs of other origins in the cache: a fetch event must decide at once whether to answer. */
const precachedElsewhere = new Set();
const isElsewhere = (url) => new URL(url).origin !== self.location.origin;
const shellFiles = SHELL_FILES.map((path) => new URL(path, self.location.origin).href);
// A restarted worker relearns them; a request in the first instant after a restart just goes to the network.
caches
  .open(CACHE)
  .then((cache) => cache.keys())
  .then((requests) => requests.filter((request) => isElsewhere(request.url)))
  .then((requests) => requests.forEach((request) => precachedElsewhere.add(request.url)))
  .catch(() => undefined);

/** Fetches a content-hashed `url` into the cache unless it is there; false when it cannot be had (offline, CORS, the CSP). */
async function precache(cache, url, init = BACKGROUND) {
  if (await cache.match(url)) return true;
  try {
    // An older build's copy has the same name, so the same content: no download.
    const response = (await caches.match(url)) || (await fetch(url, init));
    if (!response.ok) return false;
    await cache.put(url, response);
    if (isElsewhere(url)) precachedElsewhere.add(url);
    return true;
  } catch {
    return false;
  }
}

/** Fetches `url` afresh into the cache (a name every deploy keeps: a manifest, remoteEntry.js); its response or null. */
async function refresh(cache, url, init) {
  try {
    const response = await fetch(url, init);
    if (!response.ok) return null;
    await cache.put(url, response.clone());
    if (isElsewhere(url)) precachedElsewhere.add(url);
    return response;
  } catch {
    return null;
  }
}

self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(shellFiles.map((url) => precache(cache, url)))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

const jsFiles = (assets) => [...(assets?.js?.sync ?? []), ...(assets?.js?.async ?? [])];

/**
 * What a remote's mf-manifest.json lists for the pages `modules` (`./LeaveRequestPage`): remoteEntry.js, the expose
 * chunks, then the chunks they load later (texts, charts); not the fallbacks of shared packages, which the shell
 * provides. Only content-hashed names: anything else could change under the same name. `named` is every file the
 * manifest names, `base` where its files are.
 */
function remoteFiles(manifestUrl, manifest, modules) {
  const { publicPath, remoteEntry } = manifest.metaData ?? {};
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl).href;
  const url = (file) => new URL(file, base).href;
  const exposes = (manifest.exposes ?? []).filter((expose) => modules.includes(expose.path));
  // Not the fallbacks, nor the other pages' own chunks, which the async lists name too.
  const otherPages = (manifest.exposes ?? []).filter((expose) => !exposes.includes(expose));
  const fallbacks = new Set([
    ...(manifest.shared ?? []).flatMap((shared) => jsFiles(shared.assets)),
    ...otherPages
      .flatMap((expose) => expose.assets?.js?.sync ?? [])
      .filter((file) => file.startsWith('__federation_expose_')),
  ]);
  const pages = [
    ...exposes.flatMap((expose) => expose.assets?.js?.sync ?? []),
    ...exposes.flatMap((expose) => expose.assets?.js?.async ?? []),
  ].filter((file) => !fallbacks.has(file) && CONTENT_HASHED.test(file));
  const named = [...(manifest.exposes ?? []), ...(manifest.shared ?? [])].flatMap((item) => jsFiles(item.assets));
  return {
    base,
    entry: remoteEntry?.name ? url(`${remoteEntry.path ?? ''}${remoteEntry.name}`) : null,
    files: [...new Set(pages.map(url))],
    named: new Set(named.map(url)),
  };
}

/** Drops the content-hashed files of the remote at `base` that its manifest no longer names: an older deploy's. */
async function dropOlderDeploy(cache, { base, named }) {
  const stale = (await cache.keys())
    .map((request) => request.url)
    .filter((url) => url.startsWith(base) && CONTENT_HASHED.test(url) && !named.has(url) && !shellFiles.includes(url));
  await Promise.all(stale.map((url) => cache.delete(url)));
  stale.forEach((url) => precachedElsewhere.delete(url));
}

/**
 * Precaches the remotes the page named (`{manifest, modules}` each), one file at a time, at low priority: the
 * pages the person opens later start from the cache. Resolves with the URLs now cached.
 */
async function precacheRemotes(remotes) {
  const cache = await caches.open(CACHE);
  const cors = { ...BACKGROUND, mode: 'cors', credentials: 'omit' };
  const cached = [];
  for (const { manifest: manifestUrl, modules } of remotes) {
    try {
      // The manifest and remoteEntry.js stay network first: their cached copies only serve offline.
      const response = await refresh(cache, manifestUrl, { ...cors, cache: 'no-cache' });
      if (!response) continue;
      cached.push(manifestUrl);
      const remote = remoteFiles(manifestUrl, await response.json(), modules);
      await dropOlderDeploy(cache, remote);
      if (remote.entry && (await refresh(cache, remote.entry, { ...cors, cache: 'no-cache' })))
        cached.push(remote.entry);
      for (const file of remote.files) if (await precache(cache, file, cors)) cached.push(file);
    } catch {
      // Not a manifest: the page loads the remote when it needs it, and says what is wrong.
    }
  }
  return cached;
}

/** The last precache the page asked for; `precache-status` answers once one has been asked for and is done. */
let remotesPrecached = null;
let precacheAsked;
const firstPrecacheAsked = new Promise((resolve) => (precacheAsked = resolve));

self.addEventListener('message', (event) => {
  const message = event.data ?? {};
  if (message.type === 'precache-remotes' && Array.isArray(message.remotes)) {
    remotesPrecached = precacheRemotes(message.remotes);
    precacheAsked();
    event.waitUntil(remotesPrecached);
  } else if (message.type === 'precache-status' && event.ports?.[0]) {
    const [port] = event.ports;
    event.waitUntil(
      firstPrecacheAsked.then(() => remotesPrecached).then((files) => port.postMessage({ remotesPrecached: files })),
    );
  }
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

/** This origin's files but the api's, and the files of other origins this worker precached. */
function answersFor(url) {
  const { origin, pathname } = new URL(url);
  if (origin !== self.location.origin) return precachedElsewhere.has(url);
  return pathname !== '/api' && !pathname.startsWith('/api/');
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !answersFor(request.url)) return;
  const { pathname } = new URL(request.url);
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, PAGE_KEY));
  else if (ALWAYS_ASK.test(pathname)) event.respondWith(networkFirst(request, request.url));
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
