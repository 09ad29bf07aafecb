import type { Worker } from 'node:worker_threads';
import type { DetectedFace, WorkerMessage, WorkerRequest } from './types';
import type { RgbImage } from './decode-image';

interface Job {
  image: RgbImage;
  resolve: (faces: DetectedFace[]) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/** Runs one job at a time per worker; extra jobs wait in a FIFO queue. A crashed worker is replaced. */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private closed = false;

  constructor(
    private readonly spawn: () => Worker,
    private readonly size: number,
  ) {}

  async start(): Promise<void> {
    await Promise.all(Array.from({ length: this.size }, () => this.addWorker()));
  }

  run(image: RgbImage): Promise<DetectedFace[]> {
    if (this.closed) return Promise.reject(new Error('worker pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ image, resolve, reject });
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

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.job) continue;
      const job = this.queue.shift();
      if (!job) return;
      slot.job = job;
      const request: WorkerRequest = { image: job.image };
      slot.worker.postMessage(request, [job.image.data.buffer]);
    }
  }
}
