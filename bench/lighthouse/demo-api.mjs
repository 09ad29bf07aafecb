// The built api on a fresh embedded database with the demo company, serving the built shell and remotes (WEB_ROOT
// from the environment serves another copy), for the benches that drive a browser against it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, what, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} at ${url} did not answer within ${timeoutMs} ms`);
}

/** The built api on a fresh embedded database with the demo company: it serves the built shell and remotes. */
export async function startApi() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_URL: url };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/main.js')], {
    cwd: REPO_ROOT,
    env: { ...env, SEED_DEMO: 'true', LOG_LEVEL: 'warn', FACE_WORKERS: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`${url}/api/health`, 'the api');
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
