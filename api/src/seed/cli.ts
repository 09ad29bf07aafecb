import { loadConfig } from '../config';
import { createDb, pgliteDirFor } from '../db/create-db';
import { migrate } from '../db/migrate';
import { FaceEngine } from '../face';
import { DEMO_PASSWORD, emailOf, PEOPLE } from './demo-company';
import { seedDemoIfEmpty } from './seed';

/** `pnpm --filter api seed`: migrate and seed the demo company into an empty database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { db } = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
  // Loads its models only if the seed runs: the demo employee's face is its one use.
  const engine = new FaceEngine({ poolSize: 1 });
  let starting: Promise<void> | undefined;
  const face = {
    async describe(image: Buffer | string) {
      await (starting ??= engine.start());
      return engine.describe(image);
    },
  };
  try {
    await migrate(db);
    const summary = await seedDemoIfEmpty(db, undefined, new Date(), { face, dataKey: config.dataKey });
    if (!summary) {
      console.log('The database already has employees; nothing seeded.');
      return;
    }
    console.log(
      `Seeded ${summary.employees} employees, ${summary.attendance} attendance records, ${summary.leave} leave requests.`,
    );
    console.log(`Sign in with any of ${PEOPLE.slice(0, 4).map(emailOf).join(', ')} and password ${DEMO_PASSWORD}`);
  } finally {
    await engine.close();
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
