import { execFileSync } from 'node:child_process';

/** The Redis the machine runs: REDIS_URL, else 127.0.0.1:6379. */
export const machineRedis = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something listens at the Redis address, asked synchronously so a suite can be skipped up front. */
export const redisListens = (() => {
  const { hostname, port } = new URL(machineRedis);
  const probe = `require('net').connect(${Number(port) || 6379}, '${hostname}').on('connect', () => process.exit(0)).on('error', () => process.exit(1))`;
  try {
    // Long: on a loaded machine (CI runs the e2e suite beside) starting the probe took over 3 s, and the Redis suites
    // were skipped; with nothing listening the probe fails at once.
    execFileSync(process.execPath, ['-e', probe], { stdio: 'ignore', timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
})();
