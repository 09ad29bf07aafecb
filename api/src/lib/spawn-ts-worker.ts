import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts `<dir>/<name>.js` (built) or `<dir>/<name>.ts` (jest, tsx). Worker threads inherit no TS loader:
 * from the sources the worker registers tsx itself.
 */
export function spawnTsWorker(dir: string, name: string, options: WorkerOptions = {}): Worker {
  const entry = path.join(dir, `${name}${path.extname(__filename)}`);
  if (entry.endsWith('.js')) return new Worker(entry, options);
  const tsx = require.resolve('tsx/cjs/api');
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`, {
    ...options,
    eval: true,
  });
}
