import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DRAIN_MS } from './plugins/graceful-shutdown';
import { seedDemoIfEmpty } from './seed/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  if (config.seedDemo) await seedDemoIfEmpty(app.db, app.log, new Date(), { face: app.face, dataKey: config.dataKey });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down: draining requests');
    // Past the bound, open connections are cut so the process still ends.
    setTimeout(() => {
      app.log.warn('shutdown timeout: closing the remaining connections');
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), 1000).unref();
    }, config.shutdownTimeoutMs).unref();
    app.beginShutdown();
    const drained = new Promise((resolve) => setTimeout(resolve, Math.min(DRAIN_MS, config.shutdownTimeoutMs / 2)));
    drained
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
