/**
 * (b) The real morning: people arrive at a steady rate, each verifying the project's test face (a real
 * inference) and then clocking in; the rate rises level by level. Reports each level's p95 from the verify
 * request to the clocked-in answer, and how it splits between inference, queueing and the database.
 */
import type { FastifyInstance } from 'api/node_modules/fastify';
import { OFFICE } from '../attendance/bench-staff';
import { percentile } from '../reports/measure';
import { send } from './http-load';
import { STORM } from './storm-config';

export interface Person {
  header: string;
}

interface Arrival {
  total: number;
  verify: number;
  clock: number;
}

async function queueWait(app: FastifyInstance): Promise<{ sum: number; count: number }> {
  const { values } = await app.metrics.faceQueueWait.get();
  const value = (name: string) => values.find((v) => v.metricName === name)?.value ?? 0;
  return { sum: value('face_queue_wait_seconds_sum'), count: value('face_queue_wait_seconds_count') };
}

async function arrive(base: string, person: Person, image: string): Promise<Arrival | null> {
  const verify = await send({
    method: 'POST',
    url: `${base}/api/verify_face`,
    authorization: person.header,
    body: { image },
  });
  if (verify.status !== 200 || !(verify.body as { verified?: boolean }).verified) return null;
  const clock = await send({
    method: 'POST',
    url: `${base}/api/clock_in`,
    authorization: person.header,
    body: { latitude: OFFICE.latitude, longitude: OFFICE.longitude },
  });
  if (clock.status !== 200) return null;
  return { total: verify.ms + clock.ms, verify: verify.ms, clock: clock.ms };
}

/** `rate` arrivals a second for STORM.morningSeconds, each person once; resolves when all have answered. */
async function level(
  base: string,
  people: Person[],
  image: string,
  rate: number,
): Promise<{ done: Arrival[]; failed: number; seconds: number }> {
  const done: Arrival[] = [];
  let failed = 0;
  const calls: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < people.length; i += 1) {
    const due = started + (i / rate) * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    calls.push(arrive(base, people[i]!, image).then((a) => (a ? done.push(a) : (failed += 1)) && undefined));
  }
  await Promise.all(calls);
  return { done, failed, seconds: (performance.now() - started) / 1000 };
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

/** Runs the levels in order until one misses the p95 goal; returns the highest rate that met it. */
export async function benchMorning(
  app: FastifyInstance,
  base: string,
  people: Person[],
  image: string,
): Promise<number> {
  console.log(
    `\n(b) the real morning: verify_face (1280x720 JPEG) then clock_in, ${STORM.morningSeconds} s per level, ${app.config.faceWorkers} face worker(s)`,
  );
  let sustained = 0;
  let offset = 0;
  for (const rate of STORM.morningRates) {
    const group = people.slice(offset, offset + rate * STORM.morningSeconds);
    offset += group.length;
    const before = await queueWait(app);
    const { done, failed, seconds } = await level(base, group, image, rate);
    const after = await queueWait(app);
    const totals = done.map((a) => a.total).sort((x, y) => x - y);
    const p95 = totals.length ? percentile(totals, 95) : Infinity;
    const queueing = ((after.sum - before.sum) / Math.max(1, after.count - before.count)) * 1000;
    const verify = mean(done.map((a) => a.verify));
    const met = failed === 0 && p95 <= STORM.morningP95Ms;
    console.log(
      `  ${String(rate).padStart(3)} arrivals/s: p95 ${p95.toFixed(0)} ms, p50 ${(totals.length ? percentile(totals, 50) : NaN).toFixed(0)} ms; ` +
        `mean split: inference and its checks ${(verify - queueing).toFixed(0)} ms, face queue ${queueing.toFixed(0)} ms, clock_in (database) ${mean(done.map((a) => a.clock)).toFixed(0)} ms; ` +
        `${done.length} clocked in, ${failed} refused or failed, ${(done.length / seconds).toFixed(1)}/s ${met ? 'ok' : `misses p95 <= ${STORM.morningP95Ms} ms`}`,
    );
    if (!met) break;
    sustained = rate;
  }
  return sustained;
}
