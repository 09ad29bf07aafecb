/**
 * verify_face latency and clock in / clock out throughput over HTTP, on PGlite (file-backed, as `npm start`
 * runs it) and on PostgreSQL (a fresh database on BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432).
 *
 * The clock calls bypass the face step: before each batch the bench writes one fresh successful verification
 * per employee straight into face_verifications (what a verify_face success writes), so those figures measure
 * the clock path itself (auto-close check, verification claim, record insert/update, audit entry), not the
 * face engine, whose latency is measured on its own. Bounded request counts, loopback only.
 * Run: pnpm --filter bench attendance
 */
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { sql } from 'api/node_modules/kysely';
import type { FastifyInstance } from 'api/node_modules/fastify';
import { FaceEngine } from 'api/src/face';
import { storeFace } from 'api/src/modules/face-profiles/face-data';
import { facePhoto } from 'api/src/test/people';
import { latency, ms } from '../reports/measure';
import { freshPgDatabase, startServer } from '../storm/bench-server';
import { grantVerifications, OFFICE, staff } from './bench-staff';

const apiPackage = require.resolve('api/package.json');
const sharp = createRequire(apiPackage)('sharp') as typeof import('api/node_modules/sharp').default;

const PG_DATABASE = 'attendance_clock_bench';
const EMPLOYEES = 1000;
// Employees who clock in and out first, unmeasured, so the measured batches run on warm code and caches.
const WARM_UP = 100;
const CONNECTIONS = 10;
const VERIFY_RUNS = 40;
const STATUS_REQUESTS = 3000;

interface Target {
  label: string;
  env: Record<string, string>;
}

/** `amount` requests over CONNECTIONS connections, request i sent with header i (one employee each). */
async function load(
  base: string,
  pathName: string,
  method: 'GET' | 'POST',
  headers: string[],
  amount: number,
  body?: object,
) {
  let next = 0;
  let lastResponse = 0;
  const started = performance.now();
  const run = autocannon({
    url: `${base}${pathName}`,
    connections: CONNECTIONS,
    amount,
    requests: [
      {
        method,
        body: body ? JSON.stringify(body) : undefined,
        setupRequest: (request: { headers: Record<string, string> }) => {
          request.headers = {
            ...request.headers,
            'content-type': 'application/json',
            authorization: headers[next++ % headers.length]!,
          };
          return request;
        },
      },
    ],
  });
  // The run itself ends on autocannon's next one-second tick: the time that counts ends with the last answer.
  run.on('response', () => {
    lastResponse = performance.now();
  });
  const result = await run;
  const seconds = (lastResponse - started) / 1000;
  const ok = result['2xx'];
  if (ok !== amount)
    throw new Error(
      `${method} ${pathName}: ${ok} of ${amount} answered 2xx (non-2xx ${result.non2xx}, errors ${result.errors})`,
    );
  return `${(amount / seconds).toFixed(0)} req/s (${amount} requests, ${CONNECTIONS} connections; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms)`;
}

async function benchVerifyFace(app: FastifyInstance, base: string, ids: number[], headers: string[]) {
  // A webcam-sized frame like the browser sends (1280x720 JPEG) of the enrolled person.
  const frame = await sharp(facePhoto('A2-webcam.png'))
    .resize(1280, 720, { fit: 'contain', background: '#808080' })
    .jpeg({ quality: 92 })
    .toBuffer();
  const image = `data:image/jpeg;base64,${frame.toString('base64')}`;
  const reference = facePhoto('A1-faceid.png');
  await storeFace(app.db, app.config.dataKey, {
    employeeId: ids[0]!,
    photo: reference,
    descriptor: (await app.face.describe(reference)).descriptor,
  });
  await sql`update settings set setting_value = '120' where setting_key = 'VERIFY_ATTEMPTS_PER_MINUTE'`.execute(app.db);
  const call = async () => {
    const res = await fetch(`${base}/api/verify_face`, {
      method: 'POST',
      headers: { authorization: headers[0]!, 'content-type': 'application/json' },
      body: JSON.stringify({ image }),
    });
    const body = (await res.json()) as { verified?: boolean };
    if (!body.verified) throw new Error(`verify_face did not verify: ${JSON.stringify(body)}`);
  };
  const { p50, p95, runs } = await latency(call, VERIFY_RUNS);
  console.log(`  verify_face (1280x720 JPEG, one at a time): median ${ms(p50)}, p95 ${ms(p95)} (${runs} runs)`);
}

async function benchTarget(target: Target, engine: FaceEngine): Promise<void> {
  const server = await startServer(target.env, { faceEngine: engine });
  const { app, base } = server;
  try {
    console.log(`\n${target.label}`);
    const everyone = await staff(app, WARM_UP + EMPLOYEES);
    const ids = everyone.ids.slice(WARM_UP);
    const headers = everyone.headers.slice(WARM_UP);
    await benchVerifyFace(app, base, ids, headers);
    const office = { latitude: OFFICE.latitude, longitude: OFFICE.longitude };
    const warm = { ids: everyone.ids.slice(0, WARM_UP), headers: everyone.headers.slice(0, WARM_UP) };
    for (const action of ['/api/clock_in', '/api/clock_out']) {
      await grantVerifications(app.db, warm.ids);
      await load(base, action, 'POST', warm.headers, WARM_UP, office);
    }
    await grantVerifications(app.db, ids);
    console.log(`  clock_in:       ${await load(base, '/api/clock_in', 'POST', headers, EMPLOYEES, office)}`);
    await grantVerifications(app.db, ids);
    console.log(`  clock_out:      ${await load(base, '/api/clock_out', 'POST', headers, EMPLOYEES, office)}`);
    console.log(`  current_status: ${await load(base, '/api/current_status', 'GET', headers, STATUS_REQUESTS)}`);
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  const engine = new FaceEngine();
  await engine.start();
  try {
    await benchTarget({ label: 'PGlite (embedded, file-backed)', env: {} }, engine);
    const databaseUrl = await freshPgDatabase(PG_DATABASE);
    await benchTarget({ label: `PostgreSQL (${PG_DATABASE})`, env: { DATABASE_URL: databaseUrl } }, engine);
  } finally {
    await engine.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
