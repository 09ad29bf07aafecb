import { sql } from 'kysely';
import { isUniqueViolation } from './unique-violation';
import { createDb } from './create-db';
import { instrumentsOf } from './db-instruments';
import { pgliteThreadHome } from '../test/pglite-thread-home';
import { createTestApp, type TestContext } from '../test/test-app';
import { pgliteSnapshotFile } from '../test/test-db';

const LONG_QUERY_SECONDS = 1.5;
const ATTEMPTS = 3;

/** Calls GET /api/health one after another until `until` settles; resolves to how many answered before it did. */
async function healthAnswersDuring(t: TestContext, until: Promise<unknown>): Promise<number> {
  let done = false;
  void until.finally(() => (done = true));
  let answers = 0;
  while (!done) {
    // app.inject: the test app's inject also flushes the audit chain, which would wait for the database.
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    if (!done) answers += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return answers;
}

/** Resolves when a statement containing `text` is sent (after its connection is taken). */
function sentStatement(t: TestContext, text: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = instrumentsOf(t.db)!.statements.on((statement) => {
      if (!statement.sql.includes(text)) return;
      stop();
      resolve();
    });
  });
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the database off the event loop', () => {
  it('answers /api/health while a long query holds the database', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    // In the event loop's thread PGlite would hold every request for the whole query: no answer during it, ever.
    // One answer during one of a few queries is the proof; a process paused by a loaded machine (a long garbage
    // collection) for a whole query cannot fail the test then.
    let answers = 0;
    for (let attempt = 1; attempt <= ATTEMPTS && answers === 0; attempt += 1) {
      const started = performance.now();
      const sent = sentStatement(t, 'pg_sleep');
      const longQuery = sql`select pg_sleep(${sql.lit(LONG_QUERY_SECONDS)})`.execute(t.db);
      // Health checks start once the query holds its connection, not in a race with it for the connection.
      await sent;
      answers = await healthAnswersDuring(t, longQuery);
      await longQuery;
      expect(performance.now() - started).toBeGreaterThanOrEqual(LONG_QUERY_SECONDS * 1000);
    }
    expect(answers).toBeGreaterThanOrEqual(1);
  });

  it('answers /api/health while a transaction holds the database between its statements', async () => {
    let finishTransaction!: () => void;
    const between = new Promise<void>((resolve) => (finishTransaction = resolve));
    let inTransaction!: () => void;
    const begun = new Promise<void>((resolve) => (inTransaction = resolve));
    let ended = false;
    const transaction = t.db
      .transaction()
      .execute(async (tx) => {
        await sql`select 1`.execute(tx);
        inTransaction();
        // Work between statements that is not the database's (an export, a hash): nothing is in the worker.
        await between;
        await sql`select 1`.execute(tx);
      })
      .finally(() => (ended = true));
    await begun;
    // A health check queued behind the transaction would answer only once this ends it.
    const lastResort = setTimeout(finishTransaction, 10_000);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const answeredDuringTransaction = !ended;
    finishTransaction();
    clearTimeout(lastResort);
    await transaction;
    expect(health.statusCode).toBe(200);
    expect(answeredDuringTransaction).toBe(true);
  });
});

const onPglite = process.env.DATABASE_URL ? describe.skip : describe;

onPglite('PGlite in its worker thread', () => {
  // The test app's database: a PGlite of its own would start an initdb, most of this file's time.
  it('keeps bytea as Buffer, timestamps as Date, PostgreSQL error fields, and rolls back a failed transaction', async () => {
    const { db } = t;
    try {
      await sql`create table t (id int primary key, b bytea)`.execute(db);
      await db.transaction().execute((tx) => sql`insert into t values (1, ${Buffer.from([1, 2, 255])})`.execute(tx));
      const { rows } = await sql<{ b: Buffer }>`select b from t`.execute(db);
      expect(Buffer.isBuffer(rows[0]!.b)).toBe(true);
      expect([...rows[0]!.b]).toEqual([1, 2, 255]);
      const { rows: times } = await sql<{ at: Date }>`select timestamptz '2026-03-18 09:00:00Z' as at`.execute(db);
      expect(times[0]!.at).toBeInstanceOf(Date);
      expect(times[0]!.at.toISOString()).toBe('2026-03-18T09:00:00.000Z');

      const duplicate = db.transaction().execute(async (tx) => {
        await sql`insert into t values (2, null)`.execute(tx);
        await sql`insert into t values (1, null)`.execute(tx);
      });
      const failure: unknown = await duplicate.catch((err: unknown) => err);
      expect(isUniqueViolation(failure, 't_pkey')).toBe(true);
      expect((await sql<{ n: number }>`select count(*)::int as n from t`.execute(db)).rows[0]!.n).toBe(1);
    } finally {
      await sql`drop table t`.execute(db);
    }
  });

  it('dumps its data directory and starts another database from it', async () => {
    // From the test snapshot, not initdb; the second database opens in the thread the first leaves.
    const home = pgliteThreadHome();
    const first = await createDb({ pgliteSnapshotFile: pgliteSnapshotFile(), pgliteThreadHome: home });
    await sql`create table kept (v text)`.execute(first.db);
    await sql`insert into kept values ('from the snapshot')`.execute(first.db);
    const snapshot = await first.dumpDataDir!();
    await first.db.destroy();
    const second = await createDb({ pgliteSnapshot: snapshot, pgliteThreadHome: home });
    try {
      expect((await sql<{ v: string }>`select v from kept`.execute(second.db)).rows).toEqual([
        { v: 'from the snapshot' },
      ]);
    } finally {
      await second.db.destroy();
    }
  });
});
