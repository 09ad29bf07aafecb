import type { FastifyInstance } from 'fastify';

export interface ScheduledJob {
  name: string;
  intervalMs: number;
  /** One run; a thrown error is logged and the next tick runs again. */
  run: () => Promise<void>;
}

/**
 * A served api runs the job at start and every `intervalMs`, one run after another; close waits for the run
 * under way before the database goes. Tests with inject never listen: no timer. Jobs that must run on one
 * instance at a time take a PostgreSQL advisory lock inside their run (db/advisory-lock.ts).
 */
export function scheduleJob(app: FastifyInstance, job: ScheduledJob): void {
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const run = async () => {
    try {
      await job.run();
    } catch (err) {
      app.log.error({ err, job: job.name }, 'scheduled job failed');
    }
  };
  const tick = () => {
    running = running.then(run);
  };
  app.addHook('onListen', async () => {
    timer = setInterval(tick, job.intervalMs);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
