import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { loadDeferredPackages } from './lib/deferred-packages';
import { seedDemoIfEmpty } from './seed/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await loadDeferredPackages();
  if (config.seedDemo) await seedDemoIfEmpty(app.db, app.log, new Date(), { face: app.face, dataKey: config.dataKey });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const options = { delayMs: config.shutdownDelayMs, timeoutMs: config.shutdownTimeoutMs };
    app.log.info({ signal, ...options }, 'shutting down: not ready, draining requests');
    // The process ends even when a close hook hangs past the cut.
    setTimeout(() => process.exit(1), options.delayMs + options.timeoutMs + 2000).unref();
    app.drain(options).then(
      (clean) => process.exit(clean ? 0 : 1),
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
