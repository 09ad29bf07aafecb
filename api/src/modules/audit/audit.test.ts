import { sql } from 'kysely';
import crypto from 'node:crypto';
import { decryptBuffer, encryptBuffer } from '../../lib/crypto';
import { createTestApp, TestContext } from '../../test/test-app';
import { CHAIN_PROBLEMS, createAudit, verifyAuditChain } from './audit';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('crypto helper', () => {
  it('round-trips and detects tampering or a wrong key', () => {
    const key = crypto.randomBytes(32);
    const sealed = encryptBuffer(key, Buffer.from('face descriptor'));
    expect(decryptBuffer(key, sealed).toString()).toBe('face descriptor');
    expect(encryptBuffer(key, Buffer.from('face descriptor')).equals(sealed)).toBe(false);
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => decryptBuffer(key, tampered)).toThrow();
    expect(() => decryptBuffer(crypto.randomBytes(32), sealed)).toThrow();
  });
});

describe('audit log', () => {
  it('chains entries, encrypts their details and rolls back with the caller', async () => {
    const audit = t.app.audit;
    await t.db
      .transaction()
      .execute((tx) => audit.record(tx, { actorId: 7, action: 'test.one', details: { secret: 'salary 50000' } }));
    await t.db.transaction().execute(async (tx) => {
      await audit.record(tx, { actorId: null, action: 'test.two' });
      await audit.record(tx, { actorId: 7, action: 'test.three', details: { n: 3 } });
    });
    await expect(
      t.db.transaction().execute(async (tx) => {
        await audit.record(tx, { actorId: 7, action: 'test.rolled_back' });
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    await audit.flush();

    const rows = await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(rows.map((r) => r.action)).toEqual(['test.one', 'test.two', 'test.three']);
    expect(rows[1]!.prev_hash).toBe(rows[0]!.hash);
    expect(rows[0]!.payload_encrypted.toString('latin1')).not.toContain('salary');
    expect(audit.readDetails(rows[0]!)).toEqual({ secret: 'salary 50000' });
    expect(() => createAudit(crypto.randomBytes(32)).readDetails(rows[0]!)).toThrow();
    expect(await verifyAuditChain(t.db, t.config.dataKey)).toEqual({ ok: true, entries: 3, pending: 0 });
  });

  it('keeps concurrent appends on one chain', async () => {
    await t.racing(() =>
      Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          t.db.transaction().execute((tx) => t.app.audit.record(tx, { actorId: i, action: 'test.parallel' })),
        ),
      ),
    );
    await t.app.audit.flush();
    expect(await verifyAuditChain(t.db, t.config.dataKey)).toMatchObject({ ok: true });
  });
});

const details = (row: { payload_encrypted: Buffer }) =>
  t.app.audit.readDetails(row as Parameters<typeof t.app.audit.readDetails>[0]);

describe('the chain writer', () => {
  it('keeps appends pending until a writer chains them, and verification counts them', async () => {
    // The app's own writer would chain the entry on its backstop interval while the test looks.
    await t.app.audit.stop();
    const notStarted = createAudit(t.config.dataKey);
    await t.db.transaction().execute((tx) => notStarted.record(tx, { actorId: 3, action: 'test.pending' }));
    await notStarted.flush();
    expect(await t.db.selectFrom('audit_log').where('action', '=', 'test.pending').select('id').execute()).toEqual([]);
    expect(await verifyAuditChain(t.db, t.config.dataKey)).toMatchObject({ ok: true, pending: 1 });

    t.app.audit.start(t.db, (err) => {
      throw err;
    });
    await t.app.audit.flush();
    expect(await t.db.selectFrom('audit_log').where('action', '=', 'test.pending').select('id').execute()).toHaveLength(
      1,
    );
    expect(await verifyAuditChain(t.db, t.config.dataKey)).toMatchObject({ ok: true, pending: 0 });
  });

  const onPostgres = process.env.DATABASE_URL ? it : it.skip;

  onPostgres('chains in commit order, not in the order appends began', async () => {
    let commitFirst!: () => void;
    const gate = new Promise<void>((resolve) => (commitFirst = resolve));
    const early = t.db.transaction().execute(async (tx) => {
      await t.app.audit.record(tx, {
        actorId: 1,
        action: 'test.order',
        details: { name: 'began first, committed last' },
      });
      await gate;
    });
    await t.db
      .transaction()
      .execute((tx) =>
        t.app.audit.record(tx, { actorId: 2, action: 'test.order', details: { name: 'committed first' } }),
      );
    await t.app.audit.flush();
    commitFirst();
    await early;
    await t.app.audit.flush();
    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'test.order')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => details(row).name)).toEqual(['committed first', 'began first, committed last']);
    expect(await verifyAuditChain(t.db, t.config.dataKey)).toMatchObject({ ok: true, pending: 0 });
  });

  onPostgres(
    'two writers on one database and waves of parallel appends make one chain with every entry in commit order',
    async () => {
      const otherInstance = createAudit(t.config.dataKey);
      const failures: unknown[] = [];
      otherInstance.start(t.db, (err) => failures.push(err));
      const waves = 6;
      const perWave = 25;
      try {
        for (let wave = 0; wave < waves; wave += 1) {
          await Promise.all(
            Array.from({ length: perWave }, (_, i) =>
              t.db
                .transaction()
                .execute(async (tx) => {
                  const audit = i % 2 === 0 ? t.app.audit : otherInstance;
                  await audit.record(tx, { actorId: i, action: 'test.storm', details: { wave, i } });
                  if (i % 5 === 4) throw new Error('rolled back');
                })
                .catch((err: Error) => expect(err.message).toBe('rolled back')),
            ),
          );
        }
        await Promise.all([t.app.audit.flush(), otherInstance.flush()]);
      } finally {
        await otherInstance.stop();
      }
      expect(failures).toEqual([]);
      const rows = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'test.storm')
        .orderBy('id')
        .execute();
      const chained = rows.map((row) => details(row) as { wave: number; i: number });
      expect(chained).toHaveLength(waves * perWave * 0.8);
      expect(chained.filter(({ i }) => i % 5 === 4)).toEqual([]);
      expect(new Set(chained.map(({ wave, i }) => `${wave}:${i}`)).size).toBe(chained.length);
      // A wave began after the previous one committed: its entries must all come later in the chain.
      expect(chained.map(({ wave }) => wave)).toEqual([...chained.map(({ wave }) => wave)].sort((a, b) => a - b));
      expect(await verifyAuditChain(t.db, t.config.dataKey)).toMatchObject({ ok: true, pending: 0 });
    },
  );
});

// Last: these leave the chain broken on purpose.
describe('a tampered chain', () => {
  it('detects removed newest entries and a forged checkpoint', async () => {
    await t.db.transaction().execute((tx) => t.app.audit.record(tx, { actorId: 1, action: 'test.tail' }));
    await t.app.audit.flush();
    const healthy = await verifyAuditChain(t.db, t.config.dataKey);
    expect(healthy.ok).toBe(true);
    const newest = await t.db
      .selectFrom('audit_log')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await sql`alter table audit_log disable trigger audit_log_append_only`.execute(t.db);
    await sql`delete from audit_log where id >= ${newest.id}`.execute(t.db);
    await sql`alter table audit_log enable trigger audit_log_append_only`.execute(t.db);
    expect(await verifyAuditChain(t.db, t.config.dataKey)).toEqual({ ok: false, problem: CHAIN_PROBLEMS.tailRemoved });
    expect(await verifyAuditChain(t.db, crypto.randomBytes(32))).toEqual({
      ok: false,
      problem: CHAIN_PROBLEMS.badSignature,
    });
  });
  it('refuses updates and deletes, and an edited row is detected', async () => {
    await expect(sql`update audit_log set action = 'x'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    const second = await t.db
      .selectFrom('audit_log')
      .select('id')
      .orderBy('id')
      .offset(1)
      .limit(1)
      .executeTakeFirstOrThrow();
    await sql`alter table audit_log disable trigger audit_log_append_only`.execute(t.db);
    await sql`update audit_log set actor_id = 99 where id = ${second.id}`.execute(t.db);
    await sql`alter table audit_log enable trigger audit_log_append_only`.execute(t.db);
    expect(await verifyAuditChain(t.db, t.config.dataKey)).toEqual({ ok: false, firstBadId: second.id });
  });
});
