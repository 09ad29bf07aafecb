import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FaceEngine, type FaceDescription } from '../face';
import type { QueueObserver } from '../face/worker-pool';
import type { Metrics } from './metrics';

/** What routes need from the face engine. */
export interface FaceDescriber {
  describe(image: Buffer | string): Promise<FaceDescription>;
  /** Whether the models are loaded; an engine without it (tests share a started one) counts as ready. */
  ready?(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    face: FaceDescriber;
  }
}

export interface FacePluginOptions {
  /** An engine the caller has started and will close (shared by tests); default: one owned by the app. */
  engine?: FaceDescriber;
}

/** The face queue's length, waits and refusals as Prometheus metrics. */
export function faceQueueObserver(metrics: Metrics): QueueObserver {
  return {
    queueLength: (jobs) => metrics.faceQueueLength.set(jobs),
    waited: (seconds) => metrics.faceQueueWait.observe(seconds),
    rejected: () => metrics.faceQueueRejections.inc(),
  };
}

/**
 * The app's own engine (FACE_WORKERS workers, FACE_QUEUE_LIMIT waiting photos) loads its models once per
 * worker. In production readiness waits for them, so they load at listen and the first clock-in is warm;
 * elsewhere they load on the first face check, so an instance that never checks a face never holds them.
 */
export const facePlugin = fp(async (app: FastifyInstance, options: FacePluginOptions) => {
  if (options.engine) {
    app.decorate('face', options.engine);
    return;
  }
  const { config } = app;
  const engine = new FaceEngine({
    poolSize: config.faceWorkers,
    queueLimit: config.faceQueueLimit,
    observer: faceQueueObserver(app.metrics),
  });
  let starting: Promise<void> | null = null;
  let started = false;
  const start = () =>
    (starting ??= engine.start().then(
      () => {
        started = true;
      },
      (err: unknown) => {
        starting = null;
        throw err;
      },
    ));

  app.decorate('face', {
    async describe(image: Buffer | string) {
      await start();
      return engine.describe(image);
    },
    ready: config.production ? () => started : undefined,
  });
  if (config.production) {
    app.addHook('onListen', async () => {
      start().then(
        () => app.log.info('face engine ready'),
        (err: unknown) => app.log.error({ err }, 'face engine failed to start'),
      );
    });
  }
  app.addHook('onClose', async () => {
    // A start still loading models must finish before its workers can be terminated.
    await starting?.catch(() => undefined);
    await engine.close();
  });
});
