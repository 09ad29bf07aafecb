import type { Worker } from 'node:worker_threads';
import type { DetectedFace, WorkerMessage, WorkerRequest } from './types';
import type { RgbImage } from './decode-image';

interface Job {
  image: RgbImage;
  resolve: (faces: DetectedFace[]) => void;
  reject: (err: Error) => void;
  queuedAt: number;
  startedAt?: number;
}

/** What the pool reports for the metrics. */
export interface QueueObserver {
  queueLength(jobs: number): void;
  /** Seconds a job waited for a worker. */
  waited(seconds: number): void;
  rejected(): void;
}

export interface WorkerPoolOptions {
  size: number;
  /** Jobs allowed to wait for a worker; one more is refused with QueueFullError. */
  queueLimit: number;
  observer?: QueueObserver;
}

/** The queue is at its limit: the caller should come back after `retryAfterSeconds`. */
export class QueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('face queue is full');
    this.name = 'QueueFullError';
  }
}

// Before the first job ends, a face check is assumed to take this long (README: ~120-150 ms on one core).
const INITIAL_JOB_MS = 150;
// Weight of the newest job in the running mean of job times.
const JOB_TIME_WEIGHT = 0.2;

interface Slot {
  worker: Worker;
  job: Job | null;
}

/**
 * Runs one job at a time per worker; extra jobs wait in a bounded FIFO queue, and a job beyond its bound is
 * refused at once (a storm gets a quick "come back in n seconds" rather than a pile of timeouts). A crashed
 * worker is replaced.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private closed = false;
  private meanJobMs = INITIAL_JOB_MS;

  constructor(
    private readonly spawn: () => Worker,
    private readonly options: WorkerPoolOptions,
  ) {}

  async start(): Promise<void> {
    await Promise.all(Array.from({ length: this.options.size }, () => this.addWorker()));
  }

  /** Whether a new job would be refused now. */
  get full(): boolean {
    return this.queue.length >= this.options.queueLimit;
  }

  /** When a full queue will have room again: its jobs spread over the workers, at the mean job time. */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(((this.queue.length / this.options.size + 1) * this.meanJobMs) / 1000));
  }

  run(image: RgbImage): Promise<DetectedFace[]> {
    if (this.closed) return Promise.reject(new Error('worker pool is closed'));
    if (this.full) {
      this.options.observer?.rejected();
      return Promise.reject(new QueueFullError(this.retryAfterSeconds()));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ image, resolve, reject, queuedAt: performance.now() });
      this.options.observer?.queueLength(this.queue.length);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const closedError = new Error('worker pool is closed');
    for (const job of this.queue.splice(0)) job.reject(closedError);
    const slots = this.slots.splice(0);
    for (const slot of slots) slot.job?.reject(closedError);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private addWorker(): Promise<void> {
    const slot: Slot = { worker: this.spawn(), job: null };
    return new Promise((resolve, reject) => {
      slot.worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') {
          // A worker that finishes loading after close() must not outlive the pool.
          if (this.closed) void slot.worker.terminate();
          else this.slots.push(slot);
          resolve();
        } else {
          const job = slot.job;
          slot.job = null;
          if (job?.startedAt !== undefined) this.noteJobTime(performance.now() - job.startedAt);
          if (message.type === 'result') job?.resolve(message.faces);
          else job?.reject(new Error(message.message));
        }
        this.dispatch();
      });
      slot.worker.on('error', (err) => {
        reject(err);
        slot.job?.reject(err);
        slot.job = null;
      });
      slot.worker.on('exit', () => this.onExit(slot));
    });
  }

  private onExit(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    slot.job?.reject(new Error('face worker exited'));
    if (!this.closed) this.addWorker().catch(() => undefined);
  }

  private noteJobTime(ms: number): void {
    this.meanJobMs += JOB_TIME_WEIGHT * (ms - this.meanJobMs);
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.job) continue;
      const job = this.queue.shift();
      if (!job) return;
      job.startedAt = performance.now();
      this.options.observer?.waited((job.startedAt - job.queuedAt) / 1000);
      this.options.observer?.queueLength(this.queue.length);
      slot.job = job;
      const request: WorkerRequest = { image: job.image };
      slot.worker.postMessage(request, [job.image.data.buffer]);
    }
  }
}
