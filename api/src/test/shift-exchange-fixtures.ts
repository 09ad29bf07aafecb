import type { ShiftStatus } from '../db/types';
import { placeShifts } from '../modules/shifts';
import { createTeams, type Member } from './leave-fixtures';
import type { TestContext } from './test-app';

let counter = 0;

/**
 * createTeams' people in two departments: `wardA` holds `manager`, `employee` and `teamMate`; `wardB` holds
 * `otherManager` and `otherEmployee`. Three shift types: Early 06:00-14:00, Late 14:00-22:00, Night 22:00-06:00.
 */
export async function shiftTeams(t: TestContext) {
  const teams = await createTeams(t);
  const n = ++counter;
  const department = async (name: string, members: Member[]) => {
    const { department_id } = await t.db
      .insertInto('departments')
      .values({ department_name: `${name} ${n}` })
      .returning('department_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('employee_departments')
      .values(members.map((m) => ({ employee_id: m.id, department_id })))
      .execute();
    return department_id;
  };
  const type = async (name: string, start_time: string, end_time: string) => {
    const row = await t.db
      .insertInto('shift_types')
      .values({ name: `${name}`, start_time, end_time })
      .returning('shift_type_id')
      .executeTakeFirstOrThrow();
    return row.shift_type_id;
  };
  return {
    ...teams,
    wardA: await department('Ward A', [teams.manager, teams.employee, teams.teamMate]),
    wardB: await department('Ward B', [teams.otherManager, teams.otherEmployee]),
    types: {
      early: await type(`Early`, '06:00', '14:00'),
      late: await type(`Late`, '14:00', '22:00'),
      night: await type(`Night`, '22:00', '06:00'),
    },
  };
}
export type ShiftTeams = Awaited<ReturnType<typeof shiftTeams>>;

/** Gives `who` a shift through the shifts module's rules; its assignment id. */
export async function placeShift(
  t: TestContext,
  who: Member,
  shiftDate: string,
  shiftTypeId: number,
  status: ShiftStatus = 'published',
): Promise<number> {
  const [id] = await t.db
    .transaction()
    .execute((tx) => placeShifts(tx, [{ employeeId: who.id, shiftDate, shiftTypeId }], { status, actorId: who.id }));
  return id!;
}

let day = 0;
/** A January 2031 date (GMT: London's clock reads UTC) no earlier call returned, three days apart from the last. */
export function freshDay(): string {
  const date = new Date(Date.UTC(2031, 0, 5 + 3 * day++));
  return date.toISOString().slice(0, 10);
}

export function exchangeApi(t: TestContext) {
  const post = (who: Member, url: string, payload?: object) =>
    t.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const get = (who: Member, url: string) => t.inject({ method: 'GET', url, headers: who.headers });
  return {
    offer: (who: Member, body: object) => post(who, '/api/open_shifts', body),
    offers: (who: Member, query = '') => get(who, `/api/open_shifts${query}`),
    claim: (who: Member, id: number) => post(who, `/api/open_shifts/${id}/claim`),
    decideClaim: (who: Member, id: number, decision: 'approve' | 'reject') =>
      post(who, `/api/open_shifts/${id}/${decision}`),
    cancelOffer: (who: Member, id: number) =>
      t.inject({ method: 'DELETE', url: `/api/open_shifts/${id}`, headers: who.headers }),
    askSwap: (who: Member, body: object) => post(who, '/api/shift_swap_requests', body),
    swaps: (who: Member, query = '') => get(who, `/api/shift_swap_requests${query}`),
    step: (who: Member, id: number, step: 'accept' | 'decline' | 'cancel') =>
      post(who, `/api/shift_swap_requests/${id}/${step}`),
    decideSwap: (who: Member, id: number, decision: 'approve' | 'reject', comment?: string) =>
      post(who, `/api/shift_swap_requests/${id}/${decision}`, comment === undefined ? {} : { comment }),
  };
}

/** The assignment of a person on a day, if any. */
export const assignmentOn = (t: TestContext, who: Member, shiftDate: string) =>
  t.db
    .selectFrom('shift_assignments')
    .selectAll()
    .where('employee_id', '=', who.id)
    .where('shift_date', '=', shiftDate)
    .executeTakeFirst();

/** The audit entries of one action, details decrypted, oldest first. */
export async function auditEntries(t: TestContext, action: string) {
  await t.app.audit.flush();
  const rows = await t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  return rows.map((row) => ({ actor: row.actor_id, ...t.app.audit.readDetails(row) }));
}
