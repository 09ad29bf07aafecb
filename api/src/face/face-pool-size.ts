import { availableParallelism } from 'node:os';

/**
 * Waiting photos per worker: at ~145 ms an inference a full queue drains in under 2 s, so a photo that gets in
 * is answered within the 2 s a person at the door accepts; the ones beyond it are told when to retry.
 */
export const FACE_QUEUE_PER_WORKER = 12;

/**
 * One worker per core but one, so the event loop (HTTP, JSON, the database channel) keeps a core; but two on two
 * cores: there the morning bench sustained 8 verified clock-ins a second with two workers and 5 with one, with the
 * whole arrival's p95 at 273-325 ms, so a core of its own left the event loop idle more than it helped it.
 */
export function defaultFaceWorkers(cores = availableParallelism()): number {
  return Math.max(Math.min(cores, 2), cores - 1);
}
