/**
 * (c) The face queue: STORM.concurrentVerifications verify_face calls at once against the bounded queue.
 * The bound: p95 <= (queue limit / workers + 1) x the single verification's latency.
 */
import type { FastifyInstance } from 'api/node_modules/fastify';
import { latency, percentile } from '../reports/measure';
import { send } from './http-load';
import type { Person } from './morning';
import { STORM } from './storm-config';

const verify = (base: string, person: Person, image: string) =>
  send({ method: 'POST', url: `${base}/api/verify_face`, authorization: person.header, body: { image } });

/** The p50 of one verify_face with nothing queued: inference with its decoding and checks, in ms. */
export async function singleVerificationMs(base: string, person: Person, image: string): Promise<number> {
  return (await latency(() => verify(base, person, image), 5, 1)).p50;
}

export async function benchFaceQueue(
  app: FastifyInstance,
  base: string,
  people: Person[],
  image: string,
  singleMs: number,
): Promise<void> {
  const answers = await Promise.all(
    people.slice(0, STORM.concurrentVerifications).map((person) => verify(base, person, image)),
  );
  const ok = answers
    .filter((a) => a.status === 200)
    .map((a) => a.ms)
    .sort((a, b) => a - b);
  const rejected = answers.filter((a) => a.status === 503).length;
  const { faceWorkers: workers, faceQueueLimit: limit } = app.config;
  const bound = (limit / workers + 1) * singleMs;
  const p95 = percentile(ok, 95);
  console.log(
    `\n(c) ${STORM.concurrentVerifications} concurrent verify_face, ${workers} worker(s), queue limit ${limit}`,
  );
  console.log(
    `  answered ${ok.length}: p50 ${percentile(ok, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (bound (${limit}/${workers} + 1) x ${singleMs.toFixed(0)} = ${bound.toFixed(0)} ms: ${p95 <= bound ? 'met' : 'MISSED'}); ` +
      `rejected with 503 + Retry-After: ${rejected} (${Math.max(0, STORM.concurrentVerifications - limit - workers)} when all arrive within one inference)`,
  );
}
