import type { Worker } from 'node:worker_threads';
import { spawnTsWorker } from '../lib/spawn-ts-worker';
import { defaultFaceWorkers, FACE_QUEUE_PER_WORKER } from './face-pool-size';
import { decodeImage, MAX_IMAGE_SIDE } from './decode-image';
import { FaceError } from './face-error';
import { HUMAN_WASM_BUILD } from './human-config';
import { assertUsableFace } from './image-quality';
import { faceError } from './messages';
import { selectSingleFace } from './select-face';
import type { FaceDescription } from './types';
import { QueueFullError, WorkerPool, type QueueObserver } from './worker-pool';

export interface FaceEngineOptions {
  /** Worker threads running inference; default cores - 1, at least 1 (the event loop keeps a core). */
  poolSize?: number;
  /** Photos allowed to wait for a worker; default FACE_QUEUE_PER_WORKER per worker. */
  queueLimit?: number;
  /** Hears the queue's length, waits and refusals (the metrics). */
  observer?: QueueObserver;
  /** Starts one inference worker; tests give a stand-in. */
  spawnWorker?: () => Worker;
  /** Shorter side of the face box below which a photo is refused; default 80. */
  minFaceSizePx?: number;
  /** Larger images are scaled down to this longest side before detection; default 1280. */
  maxImageSide?: number;
}

export class FaceEngine {
  private readonly pool: WorkerPool;
  private readonly minFaceSizePx: number;
  private readonly maxImageSide: number;
  private started = false;

  constructor(options: FaceEngineOptions = {}) {
    const size = options.poolSize ?? defaultFaceWorkers();
    const queueLimit = options.queueLimit ?? FACE_QUEUE_PER_WORKER * size;
    this.pool = new WorkerPool(options.spawnWorker ?? spawnFaceWorker, {
      size,
      queueLimit,
      observer: options.observer,
    });
    this.minFaceSizePx = options.minFaceSizePx ?? 80;
    this.maxImageSide = options.maxImageSide ?? MAX_IMAGE_SIDE;
  }

  /** Starts the workers; each loads the models and warms up once. Resolves when all are ready. */
  async start(): Promise<void> {
    try {
      await this.pool.start();
      this.started = true;
    } catch (err) {
      await this.pool.close();
      throw err;
    }
  }

  /**
   * Finds exactly one large-enough face, bright and sharp enough; throws FaceError (400) with a user-facing message, a code
   * and a reason otherwise, and a 503 AppError with Retry-After when the queue is full (checked before decoding, so
   * a storm costs no CPU).
   */
  async describe(image: Buffer | string): Promise<FaceDescription> {
    if (!this.started) throw new FaceError('face.engine_unavailable', 503);
    try {
      if (this.pool.full) throw new QueueFullError(this.pool.retryAfterSeconds());
      const rgb = await decodeImage(image, this.maxImageSide);
      // The worker takes the pixels over (a transfer, not a copy): the quality check reads its own copy.
      const pixels = { ...rgb, data: rgb.data.slice() };
      const face = selectSingleFace(await this.pool.run(rgb), this.minFaceSizePx);
      await assertUsableFace(pixels, face.box);
      return face;
    } catch (err) {
      if (err instanceof QueueFullError)
        throw faceError(503, 'face.engine_unavailable', { retryAfterSeconds: err.retryAfterSeconds });
      throw err;
    }
  }

  async close(): Promise<void> {
    this.started = false;
    await this.pool.close();
  }
}

function spawnFaceWorker(): Worker {
  return spawnTsWorker(__dirname, 'face-worker', { plainModules: [HUMAN_WASM_BUILD] });
}
