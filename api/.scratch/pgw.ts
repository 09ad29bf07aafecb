import { createDb } from '../src/db/create-db';
import { sql } from 'kysely';
(async () => {
  const t0 = Date.now();
  const { db } = await createDb({});
  console.log('open', Date.now() - t0);
  console.log((await sql`select 1 as x, '\\x0102'::bytea as b`.execute(db)).rows);
  await db.destroy();
})().catch((e) => { console.error('ERR', e); process.exit(1); });
