import { availableParallelism } from 'node:os';

/**
 * Waiting photos per worker: at ~145 ms an inference a full queue drains in under 2 s, so a photo that gets in
 * is answered within the 2 s a person at the door accepts; the ones beyond it are told when to retry.
 */
export const FACE_QUEUE_PER_WORKER = 12;

/** One worker per core but one: the event loop (HTTP, JSON, the database channel) keeps a core. */
export function defaultFaceWorkers(): number {
  return Math.max(1, availableParallelism() - 1);
}
