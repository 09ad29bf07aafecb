import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

export interface TsWorkerOptions extends WorkerOptions {
  /**
   * From the sources only: CommonJS packages the worker requires before tsx is registered. tsx would transform
   * their code again on every start (a third of a second for PGlite's); loaded first, they stay as they are.
   */
  plainModules?: string[];
}

/**
 * Starts `<dir>/<name>.js` (built) or `<dir>/<name>.ts` (jest, tsx). Worker threads inherit no TS loader:
 * from the sources the worker registers tsx itself.
 */
export function spawnTsWorker(
  dir: string,
  name: string,
  { plainModules = [], ...options }: TsWorkerOptions = {},
): Worker {
  const entry = path.join(dir, `${name}${path.extname(__filename)}`);
  if (entry.endsWith('.js')) return new Worker(entry, options);
  const tsx = require.resolve('tsx/cjs/api');
  const plain = plainModules.map((module) => `require(${JSON.stringify(require.resolve(module))});`).join(' ');
  return new Worker(`${plain} require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`, {
    ...options,
    eval: true,
  });
}
