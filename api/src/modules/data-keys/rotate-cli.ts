import { ConfigError, loadConfig } from '../../config';
import { createDb, pgliteDirFor } from '../../db/create-db';
import { migrate } from '../../db/migrate';
import { DATA_KEY_MESSAGES } from './messages';
import { rotateDataKey } from './rotate-data-key';

/**
 * `npm run rotate-data-key` (in the image: `node dist/modules/data-keys/rotate-cli.js`), with DATA_KEY the new key
 * and DATA_KEY_PREVIOUS the old one, while the instances run with both: seals everything again under DATA_KEY.
 * Run it again after a stop; it continues where it was.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.previousDataKey) throw new ConfigError(DATA_KEY_MESSAGES.noPreviousKey);
  if (config.previousDataKey.equals(config.dataKey)) throw new ConfigError(DATA_KEY_MESSAGES.sameKeys);
  const { db } = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
  try {
    await migrate(db);
    const report = await rotateDataKey(
      db,
      { current: config.dataKey, previous: config.previousDataKey },
      { progress: (table, done) => console.log(`${table}: ${done} sealed again so far`) },
    );
    console.log(
      `Sealed again under DATA_KEY: ${report.resealed.faceProfiles} face descriptors, ${report.resealed.storedFiles} files, ${report.resealed.webhookSecrets} webhook secrets, ${report.resealed.vapidKeys} VAPID private key; ` +
        `${report.archivedKeys} earlier key(s) kept for the audit log, sealed under DATA_KEY; ` +
        `audit checkpoint ${report.checkpointResigned ? 're-signed' : 'already signed'} under DATA_KEY.`,
    );
    if (report.unreadable > 0) {
      console.error(DATA_KEY_MESSAGES.unreadable(report.unreadable));
      process.exitCode = 1;
      return;
    }
    console.log(DATA_KEY_MESSAGES.done);
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});
