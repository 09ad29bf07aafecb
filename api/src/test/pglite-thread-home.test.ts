import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb } from '../db/create-db';
import type { Db } from '../db/types';
import { pgliteThreadHome, type ProcessWide } from './pglite-thread-home';

const onPglite = process.env.DATABASE_URL ? describe.skip : describe;

const notes = async (db: Db) => (await sql<{ v: string }>`select v from notes order by v`.execute(db)).rows;

onPglite('PGlite threads kept between test files', () => {
  let snapshotFile: string;
  beforeAll(async () => {
    const first = await createDb({});
    await sql`create table notes (v text)`.execute(first.db);
    await sql`insert into notes values ('in the snapshot')`.execute(first.db);
    snapshotFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-home-')), 'snapshot.tar');
    fs.writeFileSync(snapshotFile, Buffer.from(await first.dumpDataDir!()));
    await first.db.destroy();
  });
  afterAll(() => fs.rmSync(path.dirname(snapshotFile), { recursive: true, force: true }));

  it('has the object the jest worker keeps across test files (api/jest-environment.js)', () => {
    expect(pgliteThreadHome()).toBeDefined();
  });

  it('opens the next database in the thread the last one closed in, fresh from the snapshot', async () => {
    const processWide: ProcessWide = {};
    const home = pgliteThreadHome(processWide);
    const first = await createDb({ pgliteSnapshotFile: snapshotFile, pgliteThreadHome: home });
    await sql`insert into notes values ('written by the first file')`.execute(first.db);
    await sql`create table leftover (id int)`.execute(first.db);
    await first.db.destroy();
    const thread = processWide.pgliteThread?.worker.threadId;
    expect(thread).toEqual(expect.any(Number));

    const second = await createDb({ pgliteSnapshotFile: snapshotFile, pgliteThreadHome: home });
    try {
      expect(processWide.pgliteThread).toBeUndefined();
      expect(await notes(second.db)).toEqual([{ v: 'in the snapshot' }]);
      const { rows } = await sql`select 1 from pg_tables where tablename = 'leftover'`.execute(second.db);
      expect(rows).toEqual([]);
    } finally {
      await second.db.destroy();
    }
    expect(processWide.pgliteThread?.worker.threadId).toBe(thread);
    await processWide.pgliteThread?.worker.terminate();
  });

  it('gives a database opened beside another a thread of its own, and keeps one thread', async () => {
    const processWide: ProcessWide = {};
    const home = pgliteThreadHome(processWide);
    const [a, b] = await Promise.all([
      createDb({ pgliteSnapshotFile: snapshotFile, pgliteThreadHome: home }),
      createDb({ pgliteSnapshotFile: snapshotFile, pgliteThreadHome: home }),
    ]);
    await sql`insert into notes values ('only in a')`.execute(a.db);
    expect(await notes(b.db)).toEqual([{ v: 'in the snapshot' }]);
    await a.db.destroy();
    const kept = processWide.pgliteThread?.worker.threadId;
    expect(kept).toEqual(expect.any(Number));
    await b.db.destroy();
    expect(processWide.pgliteThread?.worker.threadId).toBe(kept);
    await processWide.pgliteThread?.worker.terminate();
  });

  it('forgets a thread that ends while it waits, and starts another', async () => {
    const processWide: ProcessWide = {};
    const home = pgliteThreadHome(processWide);
    const first = await createDb({ pgliteSnapshotFile: snapshotFile, pgliteThreadHome: home });
    expect(await notes(first.db)).toEqual([{ v: 'in the snapshot' }]);
    await first.db.destroy();
    expect(processWide.pgliteThread).toBeDefined();
    await processWide.pgliteThread?.worker.terminate();
    expect(processWide.pgliteThread).toBeUndefined();
    const next = await createDb({ pgliteSnapshotFile: snapshotFile, pgliteThreadHome: home });
    try {
      expect(await notes(next.db)).toEqual([{ v: 'in the snapshot' }]);
    } finally {
      await next.db.destroy();
    }
    await processWide.pgliteThread?.worker.terminate();
  });
});
