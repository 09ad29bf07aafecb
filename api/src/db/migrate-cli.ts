import { ConfigError, loadConfig } from '../config';
import { createDb, pgliteDirFor } from './create-db';
import { migrate } from './migrate';

/**
 * `pnpm --filter api migrate` (in the image: `node dist/db/migrate-cli.js`): applies pending migrations and
 * exits, so a deployment can migrate once before new instances start (they would also migrate at start,
 * under the same advisory lock).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const { db, kind } = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
  try {
    const applied = await migrate(db);
    console.log(applied.length > 0 ? `Applied ${applied.join(', ')} to ${kind}.` : `No pending migrations on ${kind}.`);
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});
