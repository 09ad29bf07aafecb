import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeClockOptions, SUITE_CLOCK, type TestClock } from './clock';

export const REPO_ROOT = path.resolve(__dirname, '../..');
/** Set by global-setup.ts: where this run keeps its seeded data directories. */
export const TEMPLATE_ROOT_VARIABLE = 'E2E_DATA_TEMPLATES';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The instant the api lives at: dates the test computes come from here, never from the wall clock. */
  clock: TestClock;
  /**
   * Moves this api to `clock`'s time (a later hour of the company's day) without a restart: the same api, on
   * `clock` from now on. Only a server started on a clock of its own (not the real one) can be moved.
   */
  moveClockTo: (clock: TestClock) => Promise<RunningServer>;
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

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000) {
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

interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** Stops the api with SIGTERM, as an orchestrator does, and waits for it to exit. */
  stop: () => Promise<void>;
}

/** Moves the clock of an api started with clock-preload.cjs through its IPC channel; resolves once it is moved. */
function moveClock(child: ChildProcess, clock: TestClock): Promise<void> {
  if (!child.send) throw new Error('An api on the real clock has no test clock to move: start it on one of its own.');
  return new Promise((resolve, reject) => {
    const moved = (message: { e2eClockOffsetMs?: number }) => {
      if (message.e2eClockOffsetMs !== clock.offsetMs) return;
      child.off('message', moved);
      child.off('exit', exited);
      resolve();
    };
    const exited = (code: number | null) => reject(new Error(`api exited with ${code} while its clock moved`));
    child.on('message', moved);
    child.once('exit', exited);
    child.send({ e2eClockOffsetMs: clock.offsetMs });
  });
}

/** Starts the built api (serving the built shell and remotes) on `dataDir`, seeding the demo company if it is empty. */
async function spawnApi(dataDir: string, env: Record<string, string>, clock: TestClock): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  const clockOptions = nodeClockOptions(clock);
  const child = spawn(process.execPath, [...clockOptions.execArgv, path.join(REPO_ROOT, 'api/dist/main.js')], {
    cwd: REPO_ROOT,
    // One face worker: two files run at once, each server loading the models once is enough for one browser.
    env: {
      ...childEnv,
      SEED_DEMO: 'true',
      APP_URL: url,
      LOG_LEVEL: 'warn',
      FACE_WORKERS: '1',
      ...clockOptions.env,
      ...env,
    },
    // The preload listens on an IPC channel for moves of its clock (moveClock).
    stdio:
      clockOptions.execArgv.length > 0 ? ['ignore', 'inherit', 'inherit', 'ipc'] : ['ignore', 'inherit', 'inherit'],
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
    child,
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A data directory holding the freshly seeded demo company. On the suite's clock it is a copy of a template seeded
 * once per run and hour (see global-setup.ts): seeding and the first face enrolment are most of an api's start.
 * Files on a clock of their own seed their own, since what the seed builds depends on the day and hour.
 */
async function freshDataDir(clock: TestClock): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'attendance-e2e-'));
  const templateRoot = process.env[TEMPLATE_ROOT_VARIABLE];
  if (clock !== SUITE_CLOCK || !templateRoot) return dataDir;
  const template = path.join(templateRoot, clock.now().toISOString().slice(0, 13));
  if (!existsSync(template)) {
    const seeding = mkdtempSync(path.join(templateRoot, 'seeding-'));
    await (await spawnApi(seeding, {}, clock)).stop();
    // Files run two at a time: when the other one seeded the same hour first, its template is as good.
    try {
      renameSync(seeding, template);
    } catch (error) {
      if (!existsSync(template)) throw error;
      rmSync(seeding, { recursive: true, force: true });
    }
  }
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts the built api on a fresh embedded database with the demo company, seeded and running at `clock`'s time.
 */
export async function startServer(env: Record<string, string> = {}, clock = SUITE_CLOCK): Promise<RunningServer> {
  return serverOn(await freshDataDir(clock), env, clock);
}

async function serverOn(dataDir: string, env: Record<string, string>, clock: TestClock): Promise<RunningServer> {
  const api = await spawnApi(dataDir, env, clock);
  const running = (at: TestClock): RunningServer => ({
    url: api.url,
    dataDir,
    clock: at,
    moveClockTo: async (next) => {
      await moveClock(api.child, next);
      return running(next);
    },
    stop: async () => {
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
  return running(clock);
}
