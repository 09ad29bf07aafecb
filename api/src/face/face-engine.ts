import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { decodeImage, MAX_IMAGE_SIDE } from './decode-image';
import { FaceError } from './face-error';
import { assertUsableFace } from './image-quality';
import { FACE_MESSAGES } from './messages';
import { selectSingleFace } from './select-face';
import type { FaceDescription } from './types';
import { WorkerPool } from './worker-pool';

export interface FaceEngineOptions {
  /** Worker threads running inference; default min(cpus, 2). */
  poolSize?: number;
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
    this.pool = new WorkerPool(spawnFaceWorker, options.poolSize ?? Math.min(availableParallelism(), 2));
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
   * Finds exactly one large-enough face, bright and sharp enough; throws FaceError (400) with a user-facing
   * message and a reason otherwise.
   */
  async describe(image: Buffer | string): Promise<FaceDescription> {
    if (!this.started) throw new FaceError(FACE_MESSAGES.engineUnavailable, 503);
    const rgb = await decodeImage(image, this.maxImageSide);
    // The worker takes the pixels over (a transfer, not a copy): the quality check reads its own copy.
    const pixels = { ...rgb, data: rgb.data.slice() };
    const face = selectSingleFace(await this.pool.run(rgb), this.minFaceSizePx);
    await assertUsableFace(pixels, face.box);
    return face;
  }

  async close(): Promise<void> {
    this.started = false;
    await this.pool.close();
  }
}

/** Worker threads inherit no TS loader: from the sources (jest, tsx) the worker registers tsx itself. */
function spawnFaceWorker(): Worker {
  const entry = path.join(__dirname, `face-worker${path.extname(__filename)}`);
  if (entry.endsWith('.js')) return new Worker(entry);
  const tsx = require.resolve('tsx/cjs/api');
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`, { eval: true });
}
