// The page's first Intl formatter loads ICU's locale and zone data, 100-450 ms at 4x CPU, in whichever render first
// shows a date. A worker runs in the page's process and that data is the process's: built there first, the main
// thread's first formatter takes about a millisecond (bench/lighthouse/README.md, `start` branch).
const WARM_UP = [
  "new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).formatToParts(0);",
  'new Intl.NumberFormat().format(0);',
  'close();',
].join('\n');

/** Loads ICU's data on a worker thread, so the main thread does not: a worker that builds one of each and ends. */
export function warmIntlOffMainThread(): void {
  if (typeof Worker !== 'function' || typeof URL.createObjectURL !== 'function') return;
  const source = URL.createObjectURL(new Blob([WARM_UP], { type: 'text/javascript' }));
  try {
    new Worker(source);
  } catch {
    // A page whose policy refuses blob: workers loads the data itself, as before.
  }
  URL.revokeObjectURL(source);
}
