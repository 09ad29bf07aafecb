import { sql } from 'kysely';
import type { Db } from '../../db/types';

// Written on purpose by requests that are refused: failed sign-ins and face checks are audited and kept (the
// audit chain writer moves entries from audit_pending into audit_log and its checkpoint at any moment).
const WRITTEN_ON_REFUSAL = new Set([
  'audit_log',
  'audit_pending',
  'audit_checkpoint',
  'face_verifications',
  'schema_migrations',
]);

// Written by authentication itself, whatever the request then asks: a kiosk's last contact (kiosk-auth.ts).
const WRITTEN_ON_ANY_REQUEST: Record<string, string[]> = { kiosks: ['last_seen_at'] };

const lastSeen = new WeakMap<Db, { nextXid: string; fingerprint: string }>();

/**
 * One hash over the content of every table whose rows a refused request must never change. No row changes without
 * a transaction id: while the next id to be assigned stays the same, the last hash still holds (hashing every table
 * took 13 ms a call on PGlite, three quarters of the fuzz test's time). Read before hashing, so a write during the
 * hash only makes the next call hash again.
 */
export async function dbFingerprint(db: Db): Promise<string> {
  const { rows } = await sql<{ next_xid: string }>`
    select pg_snapshot_xmax(pg_current_snapshot())::text as next_xid`.execute(db);
  const nextXid = rows[0]!.next_xid;
  const last = lastSeen.get(db);
  if (last?.nextXid === nextXid) return last.fingerprint;
  const fingerprint = await hashTables(db);
  lastSeen.set(db, { nextXid, fingerprint });
  return fingerprint;
}

async function hashTables(db: Db): Promise<string> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const parts = tables.rows
    .filter(({ name }) => !WRITTEN_ON_REFUSAL.has(name))
    .map(
      ({ name }) =>
        sql`select ${name} || ':' || coalesce(md5(string_agg(line, ',' order by line)), '') as part
          from (select (to_jsonb(t) - ${WRITTEN_ON_ANY_REQUEST[name] ?? []}::text[])::text as line from ${sql.table(name)} t) rows`,
    );
  const { rows } = await sql<{ fingerprint: string }>`
    select md5(string_agg(part, '|' order by part)) as fingerprint from (${sql.join(parts, sql` union all `)}) parts`.execute(
    db,
  );
  return rows[0]!.fingerprint;
}
