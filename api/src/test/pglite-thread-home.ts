import type { Worker } from 'node:worker_threads';
import type { PgliteThreadHome } from '../db/pglite-channel';

interface Waiting {
  worker: Worker;
  /** Empties the home if the thread ends while it waits. */
  onExit: () => void;
}

/** What outlives a test file in its jest worker process (api/jest-environment.js). */
export interface ProcessWide {
  pgliteThread?: Waiting;
  /** Route validators by schema (shared-validators.ts). */
  routeValidators?: Map<string, unknown>;
}

/**
 * One PGlite thread waits here between test files, so each file's database starts in a thread that has loaded PGlite
 * and compiled it already: the database itself is new, from the snapshot (the thread closed the last one). A second
 * database open at the same time gets a thread of its own, ended when it closes.
 */
export function pgliteThreadHome(
  processWide = (globalThis as { apiTestProcess?: ProcessWide }).apiTestProcess,
): PgliteThreadHome | undefined {
  if (!processWide) return undefined;
  return {
    take() {
      const waiting = processWide.pgliteThread;
      processWide.pgliteThread = undefined;
      waiting?.worker.off('exit', waiting.onExit);
      return waiting?.worker;
    },
    keep(worker) {
      if (processWide.pgliteThread) return false;
      const waiting: Waiting = {
        worker,
        onExit: () => {
          if (processWide.pgliteThread === waiting) processWide.pgliteThread = undefined;
        },
      };
      worker.once('exit', waiting.onExit);
      processWide.pgliteThread = waiting;
      return true;
    },
  };
}
