import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeClockOptions, SUITE_CLOCK, type TestClock } from './clock';

export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The instant the api lives at: dates the test computes come from here, never from the wall clock. */
  clock: TestClock;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`api exited with ${child.exitCode} before it was healthy`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`api at ${url} was not healthy within ${timeoutMs} ms`);
}

/**
 * Starts the built api (serving the built shell and remotes) on a fresh embedded database with the demo company,
 * seeded and running at `clock`'s time.
 */
export async function startServer(env: Record<string, string> = {}, clock = SUITE_CLOCK): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'attendance-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  const clockOptions = nodeClockOptions(clock);
  const child = spawn(process.execPath, [...clockOptions.execArgv, path.join(REPO_ROOT, 'api/dist/main.js')], {
    cwd: REPO_ROOT,
    env: { ...childEnv, SEED_DEMO: 'true', APP_URL: url, LOG_LEVEL: 'warn', ...clockOptions.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(url, child);
  } catch (error) {
    // Nothing will stop a server the test never got: it would run on, busy, after the suite.
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    clock,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
