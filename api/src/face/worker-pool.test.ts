import { Worker } from 'node:worker_threads';
import type { RgbImage } from './decode-image';
import { createMetrics } from '../plugins/metrics';
import { faceQueueObserver } from '../plugins/face';
import { QueueFullError, WorkerPool } from './worker-pool';

// A stand-in for face-worker: answers with the image width, and dies when asked for width 0.
const FAKE_WORKER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ image }) => {
  if (image.width === 0) process.exit(1);
  setTimeout(() => parentPort.postMessage({ type: 'result', faces: [{ width: image.width }] }), 5);
});
parentPort.postMessage({ type: 'ready' });
`;
const image = (width: number): RgbImage => ({ data: new Uint8Array(3), width, height: 1 });
const widthOf = async (pool: WorkerPool, width: number) =>
  ((await pool.run(image(width)))[0] as unknown as { width: number }).width;

let pool: WorkerPool;
beforeEach(() => {
  pool = new WorkerPool(() => new Worker(FAKE_WORKER, { eval: true }), { size: 2, queueLimit: 100 });
  return pool.start();
});
afterEach(() => pool.close());

test('queues more jobs than workers and answers each one', async () => {
  const widths = Array.from({ length: 20 }, (_, i) => i + 1);
  await expect(Promise.all(widths.map((w) => widthOf(pool, w)))).resolves.toEqual(widths);
});

test('a crashed worker fails its job only and is replaced', async () => {
  await expect(pool.run(image(0))).rejects.toThrow('face worker exited');
  await expect(Promise.all([1, 2, 3].map((w) => widthOf(pool, w)))).resolves.toEqual([1, 2, 3]);
});

test('close() rejects the jobs still waiting or running', async () => {
  const jobs = Promise.allSettled([1, 2, 3, 4].map((w) => pool.run(image(w))));
  await pool.close();
  const reasons = (await jobs).map((job) => job.status === 'rejected' && (job.reason as Error).message);
  expect(reasons).toEqual(Array(4).fill('worker pool is closed'));
  await expect(pool.run(image(1))).rejects.toThrow('worker pool is closed');
});

describe('the bounded queue', () => {
  let single: WorkerPool;
  const metrics = createMetrics();
  beforeEach(() => {
    single = new WorkerPool(() => new Worker(FAKE_WORKER, { eval: true }), {
      size: 1,
      queueLimit: 2,
      observer: faceQueueObserver(metrics),
    });
    return single.start();
  });
  afterEach(() => single.close());

  it('refuses a job beyond the limit at once with a retry-after, answers the others, and reports it all as metrics', async () => {
    const accepted = [1, 2, 3].map((w) => single.run(image(w)));
    expect(single.full).toBe(true);
    const refused: unknown = await single.run(image(4)).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(QueueFullError);
    expect((refused as QueueFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(await metrics.registry.getSingleMetricAsString('face_queue_length')).toMatch(/^face_queue_length 2$/m);

    await expect(Promise.all(accepted)).resolves.toHaveLength(3);
    expect(single.full).toBe(false);
    await expect(widthOf(single, 5)).resolves.toBe(5);
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^face_queue_rejections_total 1$/m);
    expect(text).toMatch(/^face_queue_wait_seconds_count 4$/m);
    expect(text).toMatch(/^face_queue_length 0$/m);
  });
});
