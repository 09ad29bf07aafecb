/** Installs the service worker (public/sw.js) once the page has loaded; production builds only (webpack sets NODE_ENV). */
export function registerServiceWorker(
  production: boolean = process.env.NODE_ENV === 'production',
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): void {
  if (!production || !container) return;
  // The app works without it: a browser that refuses (private mode, no https) just starts without the cache.
  const register = () => container.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
