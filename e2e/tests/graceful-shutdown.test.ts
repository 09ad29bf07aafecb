import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../support/server';

// Two api instances behind a round-robin proxy that retries a request elsewhere as nginx does by default
// (`proxy_next_upstream error`): when the connection is refused, or, for an idempotent request, when the connection
// fails before any answer came back (a kept-alive socket closed, or a connection still in the accept queue of a
// listener that closed). An answer the instance started, a 5xx, or a non-zero exit still fail the test. One
// instance is stopped under a steady load.
const SECRETS = {
  JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
  DATA_KEY: crypto.randomBytes(32).toString('hex'),
};

interface Instance {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  dataDir: string;
}

async function startInstance(): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'attendance-shutdown-'));
  const port = await new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...SECRETS,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { port, child, exited, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('api instance did not start');
}

interface Forwarded {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function forward(port: number, req: http.IncomingMessage, body: Buffer): Promise<Forwarded> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent: keepAlive },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      const idempotent = ['GET', 'HEAD', 'OPTIONS'].includes(req.method ?? '');
      const neverReached = err.code === 'ECONNREFUSED' || (idempotent && !answered && err.code === 'ECONNRESET');
      reject(Object.assign(err, { retryElsewhere: neverReached }));
    });
    upstream.end(body);
  });
}

// Keep-alive to the instances, as a real proxy keeps a pool of connections.
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 16 });

function roundRobinProxy(ports: number[]): Promise<http.Server> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const first = next++;
      for (let tries = 0; tries < ports.length; tries += 1) {
        const port = ports[(first + tries) % ports.length]!;
        try {
          const answer = await forward(port, req, Buffer.concat(chunks));
          res
            .writeHead(answer.status, { 'content-type': answer.headers['content-type'] ?? 'text/plain' })
            .end(answer.body);
          return;
        } catch (err) {
          if (!(err as { retryElsewhere?: boolean }).retryElsewhere) {
            res.writeHead(502).end(String((err as Error).message));
            return;
          }
        }
      }
      res.writeHead(503).end('no instance');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('stopping one of two instances under load fails no request, and it exits 0', async () => {
  const [a, b] = await Promise.all([startInstance(), startInstance()]);
  const proxy = await roundRobinProxy([a.port, b.port]);
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const statuses = new Map<number, number>();
  const samples: string[] = [];
  let stop = false;
  const client = async () => {
    while (!stop) {
      const res = await fetch(`${url}/api/leave_types`, { headers: { authorization: 'Bearer none' } }).catch(
        () => null,
      );
      const status = res ? res.status : 0;
      if (res) {
        const text = await res.text();
        if (status !== 401 && samples.length < 3) samples.push(`${status} ${text.slice(0, 120)}`);
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  try {
    const clients = Array.from({ length: 8 }, client);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    a.child.kill('SIGTERM');
    const exitCode = await a.exited;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stop = true;
    await Promise.all(clients);
    console.log(`[shutdown] answers by status: ${JSON.stringify(Object.fromEntries(statuses))} ${samples.join(' | ')}`);
    // Every answer is the api's own 401 for a bad token: no 502/503 from the proxy, no dropped connection (0).
    expect([...statuses.keys()]).toEqual([401]);
    expect(statuses.get(401)).toBeGreaterThan(100);
    expect(exitCode).toBe(0);
  } finally {
    proxy.close();
    keepAlive.destroy();
    for (const instance of [a, b]) {
      if (instance.child.exitCode === null) {
        instance.child.kill('SIGTERM');
        await instance.exited;
      }
      rmSync(instance.dataDir, { recursive: true, force: true });
    }
  }
});
