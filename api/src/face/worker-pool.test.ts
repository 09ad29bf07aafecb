import { Worker } from 'node:worker_threads';
import type { RgbImage } from './decode-image';
import { WorkerPool } from './worker-pool';

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
  pool = new WorkerPool(() => new Worker(FAKE_WORKER, { eval: true }), 2);
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
