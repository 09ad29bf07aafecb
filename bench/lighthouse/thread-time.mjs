// How much of the page's main-thread time in a Lighthouse trace was the thread's own CPU time.
//   node bench/lighthouse/thread-time.mjs <trace.json>...   (traces kept with TRACE_DIR=<dir>)
// Lighthouse times tasks by the wall clock and multiplies them by its CPU slowdown (4x), so on a machine where other
// processes and Chromium's own threads (its software compositor, its browser process, Lighthouse itself, the api)
// take the CPU from the page, tasks read longer than the page's work. A task's thread time (`tdur`) is the CPU the
// page's thread used in it: the blocking time from thread time (4x thread time over 50 ms, every task of the run,
// not only from the first paint as Lighthouse counts) tells what the page costs apart from what the machine was doing
// meanwhile; the same sum over wall time is the figure to compare it with.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CPU_SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;

/** The main thread of the renderer that did the most work: the page's (other renderers idle or tiny). */
function pageMainThread(events) {
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const work = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.ph === 'X' && mainThreads.has(key)) work.set(key, (work.get(key) ?? 0) + e.dur);
  }
  return [...work].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Wall and thread time of the page's main-thread tasks, and the blocking time each gives. */
export function threadTime(trace) {
  const events = trace.traceEvents ?? trace;
  const thread = pageMainThread(events);
  const onThread = (e) => `${e.pid}:${e.tid}` === thread;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && onThread(e));
  const blocking = (ms) => Math.max(0, CPU_SLOWDOWN * ms - BLOCKING_FROM_MS);
  const sum = (pick) => tasks.reduce((total, e) => total + pick(e), 0);
  return {
    wallMs: sum((e) => e.dur / 1000),
    cpuMs: sum((e) => (e.tdur ?? e.dur) / 1000),
    wallBlockingMs: sum((e) => blocking(e.dur / 1000)),
    cpuBlockingMs: sum((e) => blocking((e.tdur ?? e.dur) / 1000)),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of process.argv.slice(2)) {
    const t = threadTime(JSON.parse(readFileSync(file, 'utf8')));
    console.log(
      `${file}: main-thread tasks ${Math.round(t.wallMs)} ms wall, ${Math.round(t.cpuMs)} ms CPU; ` +
        `blocking (4x, over 50 ms) from wall ${Math.round(t.wallBlockingMs)} ms, from CPU ${Math.round(t.cpuBlockingMs)} ms`,
    );
  }
}
