import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../support/server';

// Two api instances behind a plain round-robin proxy that never retries: it sends each request once, to an
// instance its readiness poll (every POLL_MS, as a load balancer's health check) last found ready, over a pool of
// kept-alive connections; a refused connection, a reset or a 5xx fails the request. One instance gets SIGTERM
// right after a poll, so the proxy keeps sending to it for a whole poll interval after the signal.
const SECRETS = {
  JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
  DATA_KEY: crypto.randomBytes(32).toString('hex'),
};
const POLL_MS = 1500;
const SHUTDOWN_DELAY_MS = 2 * POLL_MS + 500;

interface Instance {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  dataDir: string;
}

async function freePort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const started: Instance[] = [];
afterAll(async () => {
  for (const instance of started) {
    if (instance.child.exitCode === null) {
      instance.child.kill('SIGTERM');
      await instance.exited;
    }
    rmSync(instance.dataDir, { recursive: true, force: true });
  }
});

async function startInstance(): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'attendance-shutdown-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...SECRETS,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
    SHUTDOWN_TIMEOUT_MS: '10000',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const instance = { port, child, exited, dataDir };
  started.push(instance);
  // A first start runs PGlite's initdb: a minute or more on a busy machine.
  for (let i = 0; i < 750; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return instance;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('api instance did not start');
}

interface Answer {
  port: number;
  status: number;
  connection?: string;
  /** When the proxy sent the request on. */
  sentAt: number;
}

// Keep-alive to the instances, as a real proxy keeps a pool of connections.
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 16 });

function forwardOnce(
  port: number,
  req: http.IncomingMessage,
  body: Buffer,
): Promise<http.IncomingMessage & { body: Buffer }> {
  return new Promise((resolve, reject) => {
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent: keepAlive },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Object.assign(res, { body: Buffer.concat(chunks) })));
        res.on('error', reject);
      },
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}

interface Proxy {
  url: string;
  answers: Answer[];
  failures: string[];
  /** Resolves when the next readiness poll of every instance has completed. */
  nextPoll(): Promise<void>;
  close(): void;
}

async function roundRobinProxy(ports: number[]): Promise<Proxy> {
  const ready = new Set<number>();
  const answers: Answer[] = [];
  const failures: string[] = [];
  const polled: Array<() => void> = [];
  let polling = true;
  const poll = async () => {
    while (polling) {
      await Promise.all(
        ports.map(async (port) => {
          const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
            (r) => r.status === 200,
            () => false,
          );
          if (ok) ready.add(port);
          else ready.delete(port);
        }),
      );
      for (const resolve of polled.splice(0)) resolve();
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  let next = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const targets = ports.filter((port) => ready.has(port));
      const port = targets[next++ % targets.length];
      if (port === undefined) {
        failures.push(`${req.method} ${req.url}: no ready instance`);
        res.writeHead(503).end();
        return;
      }
      const sentAt = Date.now();
      try {
        const answer = await forwardOnce(port, req, Buffer.concat(chunks));
        answers.push({ port, status: answer.statusCode ?? 0, connection: answer.headers.connection, sentAt });
        if ((answer.statusCode ?? 500) >= 500)
          failures.push(`${req.method} ${req.url} -> ${port}: ${answer.statusCode}`);
        res.writeHead(answer.statusCode ?? 502, { 'content-type': answer.headers['content-type'] ?? 'text/plain' });
        res.end(answer.body);
      } catch (err) {
        failures.push(`${req.method} ${req.url} -> ${port}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
        res.writeHead(502).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const first = new Promise<void>((resolve) => polled.push(resolve));
  void poll();
  await first;
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answers,
    failures,
    nextPoll: () => new Promise<void>((resolve) => polled.push(resolve)),
    close() {
      polling = false;
      server.close();
    },
  };
}

test('stopping one of two instances under GETs and POSTs fails no request behind a proxy that never retries', async () => {
  const [a, b] = await Promise.all([startInstance(), startInstance()]);
  const proxy = await roundRobinProxy([a.port, b.port]);
  let stop = false;
  let sent = 0;
  const client = async (id: number) => {
    for (let i = 0; !stop; i += 1) {
      sent += 1;
      // A GET and a POST (which no proxy retries), each answered 401 by the api for the bad token.
      const post = (id + i) % 2 === 0;
      const res = await fetch(`${proxy.url}/api/${post ? 'refresh' : 'leave_types'}`, {
        method: post ? 'POST' : 'GET',
        headers: { authorization: 'Bearer none' },
      }).catch((err: unknown) => {
        proxy.failures.push(`client: ${String(err)}`);
        return null;
      });
      await res?.text();
    }
  };
  try {
    const clients = Array.from({ length: 10 }, (_, id) => client(id));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await proxy.nextPoll();
    const signalled = Date.now();
    a.child.kill('SIGTERM');
    const exitCode = await a.exited;
    const stoppedAfter = Date.now() - signalled;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    stop = true;
    await Promise.all(clients);

    // Sent once the process had surely handled its signal.
    const afterSignal = proxy.answers.filter((answer) => answer.port === a.port && answer.sentAt > signalled + 300);
    console.log(
      `[shutdown] ${sent} requests, ${proxy.answers.length} answered, ${afterSignal.length} by the stopping instance after SIGTERM, which exited ${exitCode} after ${stoppedAfter} ms; failures: ${proxy.failures.slice(0, 5).join(' | ')}`,
    );
    expect(proxy.failures).toEqual([]);
    expect(new Set(proxy.answers.map((answer) => answer.status))).toEqual(new Set([401]));
    expect(proxy.answers.length).toBe(sent);
    expect(proxy.answers.length).toBeGreaterThan(100);
    // It kept serving, not ready, until the proxy's poll noticed; each of those answers asked to close the connection.
    expect(afterSignal.length).toBeGreaterThan(0);
    expect(afterSignal.every((answer) => answer.connection === 'close')).toBe(true);
    expect(stoppedAfter).toBeGreaterThanOrEqual(SHUTDOWN_DELAY_MS);
    expect(exitCode).toBe(0);
  } finally {
    proxy.close();
    keepAlive.destroy();
  }
}, 300_000);
