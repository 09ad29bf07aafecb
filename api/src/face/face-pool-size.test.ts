import { availableParallelism } from 'node:os';
import { loadConfig } from '../config';
import { ConfigError } from '../lib/env-parsers';
import { defaultFaceWorkers, FACE_QUEUE_PER_WORKER } from './face-pool-size';

const config = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: '/tmp/face-pool-size-test', JWT_SECRET: 'x'.repeat(32), DATA_KEY: 'a'.repeat(64), ...env });

test('FACE_WORKERS defaults to cores - 1 but 2 on 2 cores, and the queue to FACE_QUEUE_PER_WORKER per worker', () => {
  expect([1, 2, 3, 4, 8].map((cores) => defaultFaceWorkers(cores))).toEqual([1, 2, 2, 3, 7]);
  const workers = defaultFaceWorkers(availableParallelism());
  expect(config()).toMatchObject({ faceWorkers: workers, faceQueueLimit: FACE_QUEUE_PER_WORKER * workers });
  expect(config({ FACE_WORKERS: '3' })).toMatchObject({ faceWorkers: 3, faceQueueLimit: FACE_QUEUE_PER_WORKER * 3 });
  expect(config({ FACE_WORKERS: '3', FACE_QUEUE_LIMIT: '5' })).toMatchObject({ faceWorkers: 3, faceQueueLimit: 5 });
});

test('refuses a pool without workers or a queue limit that is not a number', () => {
  expect(() => config({ FACE_WORKERS: '0' })).toThrow(ConfigError);
  expect(() => config({ FACE_QUEUE_LIMIT: 'many' })).toThrow(ConfigError);
});
