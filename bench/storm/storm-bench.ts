/**
 * The hot paths of issue 14 in one run: status reads against their same-work anchor, (a) the clock path alone on PGlite and PostgreSQL against a bare
 * same-work handler, (b) the real morning with real face verifications at rising arrival rates, (c) 20
 * concurrent verifications against the bounded face queue, the instance's memory idle and under the storm, and
 * /api/health answering while a year's report is built on PGlite.
 * Run: pnpm --filter bench storm   (BENCH_EMPLOYEES=200 BENCH_MORNING_SECONDS=5 for a quick check;
 * BENCH_MORNING_DB=pglite to run (b) and (c) on PGlite; BENCH_PARTS=status for the status reads alone;
 * FACE_WORKERS / FACE_QUEUE_LIMIT as for the api).
 */
import { availableParallelism } from 'node:os';
import { mb } from '../reports/measure';
import { staff } from '../attendance/bench-staff';
import { startServer, DATABASES, freshPgDatabase } from './bench-server';
import { benchClockPath } from './clock-path';
import { benchFaceQueue, singleVerificationMs } from './face-queue';
import { benchHealthDuringReport } from './health-during-report';
import { enrolFaces, webcamFrame } from './faces';
import { benchMorning } from './morning';
import { benchStatusReads } from './status-reads';
import { STORM } from './storm-config';

async function peakRssDuring<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(sampler);
  }
}

async function morningAndQueue(): Promise<void> {
  const onPglite = process.env.BENCH_MORNING_DB === 'pglite';
  const env = onPglite ? {} : { DATABASE_URL: await freshPgDatabase('attendance_morning_bench') };
  const { faceWorkers, faceQueueLimit } = {
    faceWorkers: process.env.FACE_WORKERS,
    faceQueueLimit: process.env.FACE_QUEUE_LIMIT,
  };
  const server = await startServer({
    ...env,
    ...(faceWorkers ? { FACE_WORKERS: faceWorkers } : {}),
    ...(faceQueueLimit ? { FACE_QUEUE_LIMIT: faceQueueLimit } : {}),
  });
  try {
    const idle = process.memoryUsage().rss;
    const arrivals = STORM.morningRates.reduce((sum, rate) => sum + rate * STORM.morningSeconds, 0);
    const { ids, headers } = await staff(server.app, arrivals + STORM.concurrentVerifications + 2, 'morning');
    await enrolFaces(server.app, ids);
    const withModels = process.memoryUsage().rss;
    const image = await webcamFrame();
    const people = headers.map((header) => ({ header }));
    const singleMs = await singleVerificationMs(server.base, people[arrivals]!, image);
    console.log(
      `\nsingle verify_face, nothing queued: p50 ${singleMs.toFixed(0)} ms (inference with its decoding and checks)`,
    );
    const { result: sustained, peak } = await peakRssDuring(async () => {
      const rate = await benchMorning(server.app, server.base, people.slice(0, arrivals), image);
      await benchFaceQueue(server.app, server.base, people.slice(arrivals + 1), image, singleMs);
      return rate;
    });
    const cores = availableParallelism();
    const goal = 0.8 * (cores / (singleMs / 1000));
    console.log(
      `\n  highest sustained arrival rate with p95 <= ${STORM.morningP95Ms} ms: ${sustained}/s ` +
        `(issue's goal 0.8 x ${cores} cores / ${singleMs.toFixed(0)} ms = ${goal.toFixed(1)}/s: ${sustained >= goal ? 'met' : 'NOT met'})`,
    );
    console.log(`\nmemory (${onPglite ? 'PGlite' : 'PostgreSQL'}; the bench's HTTP client shares the process)`);
    console.log(
      `  RSS idle, listening, no face checked yet: ${mb(idle)}; after the models loaded (first verification): ${mb(withModels)}; peak under the storm: ${mb(peak)}`,
    );
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  console.log(
    `storm bench, ${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, Node ${process.version}`,
  );
  const run = (part: string) => STORM.parts.includes(part);
  if (run('status')) for (const database of DATABASES) await benchStatusReads(database.label, await database.env());
  if (run('clock')) for (const database of DATABASES) await benchClockPath(database.label, await database.env());
  if (run('morning')) await morningAndQueue();
  if (run('health')) await benchHealthDuringReport();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
