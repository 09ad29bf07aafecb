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

/**
 * An outbox drained in batches (webhook deliveries, pushes): every `intervalMs`, and at once on the nudge this
 * answers (a served api only), round after round while a round comes back full.
 */
export function scheduleOutbox(
  app: FastifyInstance,
  outbox: { name: string; intervalMs: number; batch: number; deliverDue: () => Promise<number> },
): () => void {
  const deliverAllDue = async () => {
    while ((await outbox.deliverDue()) === outbox.batch) {
      // A full batch: more may be due.
    }
  };
  scheduleJob(app, { name: outbox.name, intervalMs: outbox.intervalMs, run: deliverAllDue });
  return () => {
    if (app.server.listening) app.background.run(outbox.name, deliverAllDue);
  };
}
