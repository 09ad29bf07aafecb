import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FaceEngine, type FaceDescription } from '../face';

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

/**
 * The app's own engine loads its models once: at listen (a served api is warm before its first
 * enrolment or clock-in), or on first use when nothing listens (tests with inject that never
 * touch faces pay nothing).
 */
export const facePlugin = fp(async (app: FastifyInstance, options: FacePluginOptions) => {
  if (options.engine) {
    app.decorate('face', options.engine);
    return;
  }
  const engine = new FaceEngine();
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
    ready: () => started,
  });
  app.addHook('onListen', async () => {
    start().then(
      () => app.log.info('face engine ready'),
      (err: unknown) => app.log.error({ err }, 'face engine failed to start'),
    );
  });
  app.addHook('onClose', async () => {
    // A start still loading models must finish before its workers can be terminated.
    await starting?.catch(() => undefined);
    await engine.close();
  });
});
