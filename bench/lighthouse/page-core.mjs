// The page's main thread on a core of its own (PAGE_CORE=1): the bench itself (Lighthouse runs in this process),
// the api and Chromium's other processes and threads on the remaining cores, the renderers' main threads alone on
// the last one. Lighthouse asks for dedicated cores and nothing else running (its docs/variability.md); on a
// two-core host the api, Lighthouse, Chromium's software compositor and tracing took the CPU from the page for two
// thirds of its tasks' wall time, which Lighthouse then multiplies by 4. A phone does not serve the api or run
// Lighthouse. Linux only (util-linux's taskset); threads are re-pinned as renderers and their threads appear.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';

const POLL_MS = 50;

const pin = (cpus, id, allThreads = false) => {
  try {
    execFileSync('taskset', [...(allThreads ? ['-a'] : []), '-p', '-c', cpus, String(id)], { stdio: 'ignore' });
  } catch {
    // The thread ended between listing and pinning.
  }
};

const list = (dir) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

const parentOf = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1];

/** Whether `pid` descends from this process: other programs' browsers on the machine are left alone. */
function startedHere(pid) {
  for (let ancestor = parentOf(pid); ancestor !== '0' && ancestor !== '1'; ancestor = parentOf(ancestor)) {
    if (ancestor === String(process.pid)) return true;
  }
  return false;
}

/** 'renderer' for our browser's renderers, 'foreign' for processes not started here, else 'ours' (asked again:
 * a process forked from Chromium's zygote names its type a moment later). */
function kindOf(pid) {
  try {
    if (!startedHere(pid)) return 'foreign';
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer') ? 'renderer' : 'ours';
  } catch {
    return 'foreign';
  }
}

/** Pins this process (and so the children it starts later) off the page's core; returns a stop function. */
export function givePageACore() {
  const cores = availableParallelism();
  if (cores < 2) throw new Error('PAGE_CORE needs at least two cores');
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error("PAGE_CORE needs util-linux's taskset (Debian: apt-get install util-linux)");
  }
  const pageCore = String(cores - 1);
  const otherCores = cores === 2 ? '0' : `0-${cores - 2}`;
  pin(otherCores, process.pid, true);
  const kinds = new Map();
  const seen = new Set();
  const timer = setInterval(() => {
    for (const entry of list('/proc')) {
      if (/^\d+$/.test(entry) && (kinds.get(entry) ?? 'ours') === 'ours') kinds.set(entry, kindOf(entry));
    }
    for (const [pid, kind] of kinds) {
      if (kind !== 'renderer') continue;
      for (const tid of list(`/proc/${pid}/task`)) {
        if (seen.has(tid)) continue;
        seen.add(tid);
        pin(tid === pid ? pageCore : otherCores, tid);
      }
    }
  }, POLL_MS);
  console.log(`The page's main thread runs alone on CPU ${pageCore}; everything else on CPU ${otherCores}.`);
  return () => clearInterval(timer);
}
