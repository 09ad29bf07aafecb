import { dataKeyRing, loadConfig } from '../../config';
import { createDb, pgliteDirFor } from '../../db/create-db';
import { migrate } from '../../db/migrate';
import { verifyAuditChain } from './audit';

/** `npm run audit:verify`: walks the whole audit chain and its signed checkpoint; exits 1 when it is broken. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { db } = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
  try {
    await migrate(db);
    const check = await verifyAuditChain(db, dataKeyRing(config));
    if (check.ok) {
      console.log(
        `Audit log verified: ${check.entries} entries chained, chain and signed checkpoint intact; ${check.pending} pending (a running api chains them within a second).`,
      );
      return;
    }
    console.error(
      'firstBadId' in check ? `Audit log broken at entry ${check.firstBadId}.` : `Audit log broken: ${check.problem}`,
    );
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
