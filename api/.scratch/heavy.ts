import { createDb } from '../src/db/create-db';
import { sql } from 'kysely';
(async () => {
  const { db } = await createDb({});
  for (const n of [1e6, 5e6, 2e7]) {
    const t0 = performance.now();
    await sql`select count(*) from generate_series(1, ${sql.lit(n)}) as g(i) where i % 7 = 3`.execute(db);
    console.log(n, Math.round(performance.now() - t0));
  }
  const t0 = performance.now();
  await sql`select pg_sleep(1)`.execute(db);
  console.log('pg_sleep', Math.round(performance.now() - t0));
  await db.destroy();
})();
