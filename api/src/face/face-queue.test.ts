import { Worker } from 'node:worker_threads';
import { AppError } from '../lib/app-error';
import { employeeForm, facePhoto } from '../test/people';
import { createTestApp, type TestContext } from '../test/test-app';
import { FaceEngine } from './face-engine';
import { apiError } from '../test/api-error';

// A stand-in worker that takes every photo and never answers: the queue only fills.
const STUCK_WORKER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', () => undefined);
parentPort.postMessage({ type: 'ready' });
`;

const photo = facePhoto('A1-faceid.png');
let engine: FaceEngine;
let t: TestContext;
let stuck: Promise<unknown>[];

beforeAll(async () => {
  engine = new FaceEngine({ poolSize: 1, queueLimit: 1, spawnWorker: () => new Worker(STUCK_WORKER, { eval: true }) });
  await engine.start();
  // One photo on the worker, one waiting: the queue is full.
  stuck = [engine.describe(photo), engine.describe(photo)].map((p) => p.catch((err: unknown) => err));
  await new Promise((resolve) => setTimeout(resolve, 200));
  t = await createTestApp({ faceEngine: engine });
});
afterAll(async () => {
  await engine.close();
  await Promise.all(stuck);
  await t.close();
});

test('a full face queue refuses a photo with a 503 AppError carrying Retry-After', async () => {
  const refused: unknown = await engine.describe(photo).catch((err: unknown) => err);
  expect(refused).toBeInstanceOf(AppError);
  expect(refused).toMatchObject({ status: 503, message: apiError('face.engine_unavailable').error });
  expect((refused as AppError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
});

test('the api answers it as 503 with a Retry-After header', async () => {
  const admin = await t.signedIn('admin');
  const form = employeeForm(
    { first_name: 'Nina', last_name: 'Queue', email: 'nina.queue@test.example', biometric_consent: 'true' },
    { image: photo },
  );
  const res = await t.inject({
    method: 'POST',
    url: '/api/employees',
    headers: { ...admin.headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual(apiError('face.engine_unavailable'));
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
});
