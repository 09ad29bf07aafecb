import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The compose healthcheck (`node dist/health-probe.js`). Its exit status is readiness, which compose's
 * `depends_on: service_healthy` and `docker ps` show. Docker restarts nothing for being unhealthy, so liveness
 * failing LIVENESS_FAILURES times in a row ends the api process here, and the restart policy starts it again.
 * Run with `init: true`: the api must not be PID 1, which ignores a signal it has no handler for.
 */
const LIVENESS_FAILURES = 3;
const base = `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const failuresFile = path.join(os.tmpdir(), 'attendance-liveness-failures');

async function answers(route: string): Promise<boolean> {
  try {
    return (await fetch(base + route, { signal: AbortSignal.timeout(4000) })).ok;
  } catch {
    return false;
  }
}

function apiProcessIds(): number[] {
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) return [];
    try {
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      return command.some((arg) => arg.endsWith('dist/main.js')) ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}

async function main(): Promise<void> {
  const alive = await answers('/api/health');
  const previous = Number(fs.existsSync(failuresFile) ? fs.readFileSync(failuresFile, 'utf8') : 0) || 0;
  const failures = alive ? 0 : previous + 1;
  fs.writeFileSync(failuresFile, String(failures));
  if (failures >= LIVENESS_FAILURES) {
    console.error(`liveness failed ${failures} times in a row: ending the api so that it is restarted`);
    // A process whose event loop is stuck would never run its SIGTERM handler.
    for (const pid of apiProcessIds()) process.kill(pid, 'SIGKILL');
    process.exit(1);
  }
  process.exit(alive && (await answers('/api/ready')) ? 0 : 1);
}

void main();
