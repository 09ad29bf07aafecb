import type { Db } from '../db/types';
import { addDays, parseClock, zonedTime } from '../lib/time-zone';
import { upsertSetting } from '../modules/settings/settings-repository';
import type { Member } from './leave-fixtures';
import type { TestContext } from './test-app';

export interface ShiftTypeIds {
  early: number;
  late: number;
  night: number;
}

/** The api calls of the shifts module, as a planner or anyone else makes them. */
export function shiftsApi(t: TestContext) {
  const call = (who: Member, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.inject({ method, url, headers: who.headers, ...(payload && { payload }) });
  return {
    call,
    createType: (who: Member, body: object) => call(who, 'POST', '/api/shift_types', body),
    assign: (who: Member, body: object) => call(who, 'POST', '/api/shift_assignments', body),
    bulk: (who: Member, body: object) => call(who, 'POST', '/api/shift_assignments/bulk', body),
    list: (who: Member, query: string) => call(who, 'GET', `/api/shift_assignments?${query}`),
    publish: (who: Member, body: object) => call(who, 'POST', '/api/roster/publish', body),
    roster: (who: Member, query: string) => call(who, 'GET', `/api/roster?${query}`),
  };
}

/** Early 06:00-14:00, late 14:00-22:00 and night 22:00-06:00 shift types. */
export async function createShiftTypes(t: TestContext, admin: Member): Promise<ShiftTypeIds> {
  const api = shiftsApi(t);
  const make = async (name: string, start_time: string, end_time: string) => {
    const res = await api.createType(admin, { name, start_time, end_time, break_minutes: 30 });
    if (res.statusCode !== 201) throw new Error(`shift type: ${res.statusCode} ${res.body}`);
    return res.json<{ shift_type_id: number }>().shift_type_id;
  };
  return {
    early: await make('Early', '06:00', '14:00'),
    late: await make('Late', '14:00', '22:00'),
    night: await make('Night', '22:00', '06:00'),
  };
}

export const setSetting = (t: TestContext, key: string, value: string) => upsertSetting(t.db, key, value);

/** A department holding these people. */
export async function departmentOf(t: TestContext, name: string, members: Member[]): Promise<number> {
  const { department_id } = await t.db
    .insertInto('departments')
    .values({ department_name: name })
    .returning('department_id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('employee_departments')
    .values(members.map((m) => ({ employee_id: m.id, department_id })))
    .execute();
  return department_id;
}

/** A shift given out as the shifts module fixes it: the type's times on the date, in the company zone. */
export interface TestShift {
  employeeId: number;
  date: string;
  /** 'HH:MM'; an end at or before the start is the next day. */
  start: string;
  end: string;
  graceMinutes?: number | null;
  breakMinutes?: number;
  status?: 'draft' | 'published';
  timeZone?: string;
}

let typeCount = 0;

/** Writes a shift type and one assignment of it directly (the shifts routes are another module's). */
export async function giveShift(db: Db, shift: TestShift): Promise<void> {
  const zone = shift.timeZone ?? 'Europe/London';
  const [start, end] = [parseClock(shift.start), parseClock(shift.end)];
  typeCount += 1;
  const type = await db
    .insertInto('shift_types')
    .values({ name: `Shift ${typeCount} ${shift.start}`, start_time: shift.start, end_time: shift.end })
    .returning('shift_type_id')
    .executeTakeFirstOrThrow();
  const status = shift.status ?? 'published';
  await db
    .insertInto('shift_assignments')
    .values({
      employee_id: shift.employeeId,
      shift_date: shift.date,
      shift_type_id: type.shift_type_id,
      starts_at: zonedTime(shift.date, start, zone),
      ends_at: zonedTime(end > start ? shift.date : addDays(shift.date, 1), end, zone),
      grace_minutes: shift.graceMinutes ?? null,
      break_minutes: shift.breakMinutes ?? 0,
      status,
      published_at: status === 'published' ? new Date() : null,
    })
    .execute();
}
