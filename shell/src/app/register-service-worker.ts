/** How long the page's main thread must have been free of long tasks before the worker installs. */
export const QUIET_MS = 2_000;
/** A page that never goes quiet still gets its worker after this long. */
export const LATEST_MS = 20_000;

/**
 * Runs `work` once the page has gone `QUIET_MS` without a long task (a browser that does not report them: `QUIET_MS`
 * after the call), at the latest after `LATEST_MS`.
 */
export function whenQuiet(work: () => void): void {
  let quiet: ReturnType<typeof setTimeout>;
  let observer: PerformanceObserver | undefined;
  const done = () => {
    clearTimeout(quiet);
    clearTimeout(latest);
    observer?.disconnect();
    work();
  };
  const latest = setTimeout(done, LATEST_MS);
  const wait = () => {
    clearTimeout(quiet);
    quiet = setTimeout(done, QUIET_MS);
  };
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('longtask')) {
    observer = new PerformanceObserver(wait);
    observer.observe({ type: 'longtask', buffered: true });
  }
  wait();
}

/**
 * Installs the service worker (public/sw.js) once the page has loaded and its first screen is drawn; production
 * builds only (webpack sets NODE_ENV). Its install fetches and caches the first screens' files, then the remotes: on
 * a phone's few cores that work slowed the first screen's own (about 1 s of main thread in Lighthouse), so it waits
 * until the page's main thread has gone quiet.
 */
export function registerServiceWorker(
  production: boolean = process.env.NODE_ENV === 'production',
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): void {
  if (!production || !container) return;
  // The app works without it: a browser that refuses (private mode, no https) just starts without the cache.
  const register = () => whenQuiet(() => void container.register('/sw.js').catch(() => undefined));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
