import type { FastifyBaseLogger } from 'fastify';

/** Work a request starts but does not wait for; the api waits for it before it closes. */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far has ended. */
  idle(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running = Promise.resolve()
        .then(task)
        .catch((err: unknown) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
