import { sql } from 'kysely';
import type { RecordVerification, Role } from '../db/types';
import type { TestContext } from './test-app';

export interface Member {
  id: number;
  email: string;
  headers: { authorization: string };
}

/** `manager` leads `amy` and `ben`, `otherManager` leads `dan`; both managers report to `admin`. */
export async function correctionTeams(t: TestContext) {
  const member = async (role: Role, reportTo?: Member): Promise<Member> => {
    const user = await t.createUser(role, reportTo ? { reportTo: reportTo.id } : {});
    return { ...user, headers: { authorization: `Bearer ${(await t.login(user)).access_token}` } };
  };
  const admin = await member('admin');
  const manager = await member('manager', admin);
  const otherManager = await member('manager', admin);
  return {
    admin,
    otherAdmin: await member('admin'),
    manager,
    otherManager,
    amy: await member('employee', manager),
    ben: await member('employee', manager),
    dan: await member('employee', otherManager),
  };
}

export function correctionsApi(t: TestContext) {
  const file = (who: Member, payload: object) =>
    t.inject({ method: 'POST', url: '/api/attendance_corrections', headers: who.headers, payload });
  const list = (who: Member, query: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: '/api/attendance_corrections', headers: who.headers, query });
  const decide = (who: Member, id: number, decision: 'approve' | 'reject', payload: object = {}) =>
    t.inject({ method: 'POST', url: `/api/attendance_corrections/${id}/${decision}`, headers: who.headers, payload });
  const revisions = (who: Member, recordId: number) =>
    t.inject({ method: 'GET', url: `/api/attendance_logs/${recordId}/revisions`, headers: who.headers });

  /** Files a request that must succeed and returns its id. */
  const filed = async (who: Member, payload: object) => {
    const res = await file(who, payload);
    if (res.statusCode !== 200) throw new Error(`correction failed: ${res.statusCode} ${res.body}`);
    const row = await t.db
      .selectFrom('attendance_corrections')
      .select('correction_id')
      .where('employee_id', '=', who.id)
      .orderBy('correction_id', 'desc')
      .executeTakeFirstOrThrow();
    return row.correction_id;
  };
  const correction = (id: number) =>
    t.db.selectFrom('attendance_corrections').selectAll().where('correction_id', '=', id).executeTakeFirstOrThrow();
  return { file, list, decide, revisions, filed, correction };
}

/** Inserts a face-verified record as a clock-in would (times are UTC). */
export async function clockedRecord(
  t: TestContext,
  who: Member,
  date: string,
  checkIn: string,
  extra: {
    check_out_time?: string;
    auto_closed?: boolean;
    discrepancy?: string;
    verification?: RecordVerification;
  } = {},
) {
  const row = await t.db
    .insertInto('attendance_records')
    .values({
      employee_id: who.id,
      attendance_date: date,
      check_in_time: `${date}T${checkIn}Z`,
      discrepancy: 'on time',
      clock_in_type: 'in office',
      ...extra,
    })
    .returning('record_id')
    .executeTakeFirstOrThrow();
  return row.record_id;
}

const TABLES = ['attendance_corrections', 'attendance_records', 'attendance_revisions', 'audit_log'] as const;

/** Row counts of the tables corrections write, to show a refused request changed nothing. */
export async function correctionCounts(t: TestContext): Promise<Record<string, number>> {
  await t.app.audit.flush();
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.db);
    counts[table] = rows[0]!.n;
  }
  return counts;
}
