import type { Role } from '../db/types';
import { parseClock, zonedTime } from '../lib/time-zone';
import type { TestContext } from './test-app';

/*
 * A hand-built company for the tests that pin the attendance definitions (Europe/London, Mon-Fri).
 * The week of Monday 2025-01-06; working days Mon 6 .. Fri 10, the 11th and 12th are a weekend.
 *
 *           Mon 6     Tue 7     Wed 8     Thu 9     Fri 10    team / departments
 * admin     absent    absent    absent    absent    absent    no department, no hire date
 * manager   on time   on time   on time   on time   on time   Floor
 * amy       early     late      on time   early     on time   manager, Floor (+ a Saturday record)
 * ben       leave     leave     on time   late      absent    manager, Floor (approved leave from Fri 3rd;
 *                                                             a pending one on Fri 10th does not count)
 * cara      on time   absent    early     -         -         manager, Floor; terminated Wed 15:00
 * dan       (on time) -/absent  absent    on time   late      otherManager, Sales; hired Wed 8th (a trial
 *                                                             clock-in on Tue 7th before his hire date)
 * other     on time   on time   on time   leave     on time   Sales; approved leave Thu 9th .. Mon 13th,
 *  Manager                                                    yet clocked in on Fri 10th
 * eve       absent    on time   on time   on time   on time   otherManager, Floor and Sales (rejected leave Mon)
 */
export const WEEK = { first: '2025-01-06', last: '2025-01-12' };
/** Reports never count days after today: the tests of the week look from its Friday evening. */
export const FRIDAY_EVENING = new Date('2025-01-10T18:00:00Z');
export const SUNDAY_EVENING = new Date('2025-01-12T18:00:00Z');
export const WEDNESDAY_NOON = new Date('2025-01-08T12:00:00Z');
export const THURSDAY_NOON = new Date('2025-01-09T12:00:00Z');

/** Per working day Mon..Fri, counted by hand from the table above. */
export const EXPECTED_WEEK = {
  dates: ['2025-01-06', '2025-01-07', '2025-01-08', '2025-01-09', '2025-01-10'],
  present: [4, 5, 6, 5, 5],
  absent: [2, 2, 2, 1, 2],
  onLeave: [1, 1, 0, 1, 0],
  early: [1, 0, 1, 1, 0],
};

type Person = Awaited<ReturnType<typeof createMember>>;

async function createMember(t: TestContext, role: Role, reportTo?: number) {
  const user = await t.createUser(role, reportTo ? { reportTo } : {});
  const tokens = await t.login(user);
  return { ...user, headers: { authorization: `Bearer ${tokens.access_token}` } };
}

export async function buildTestCompany(t: TestContext) {
  const admin = await createMember(t, 'admin');
  const manager = await createMember(t, 'manager', admin.id);
  const otherManager = await createMember(t, 'manager', admin.id);
  const people = {
    admin,
    manager,
    otherManager,
    amy: await createMember(t, 'employee', manager.id),
    ben: await createMember(t, 'employee', manager.id),
    cara: await createMember(t, 'employee', manager.id),
    dan: await createMember(t, 'employee', otherManager.id),
    eve: await createMember(t, 'employee', otherManager.id),
  };
  const departments = await t.db
    .insertInto('departments')
    .values([{ department_name: 'Floor' }, { department_name: 'Sales' }])
    .returning('department_id')
    .execute();
  const [floor, sales] = departments.map((d) => d.department_id) as [number, number];
  const member = (person: Person, departmentId: number) => ({ employee_id: person.id, department_id: departmentId });
  await t.db
    .insertInto('employee_departments')
    .values([
      ...[manager, people.amy, people.ben, people.cara, people.eve].map((p) => member(p, floor)),
      ...[otherManager, people.dan, people.eve].map((p) => member(p, sales)),
    ])
    .execute();
  await t.db.updateTable('employees').set({ hire_date: '2020-01-01' }).where('employee_id', '<>', admin.id).execute();
  await t.db
    .updateTable('employees')
    .set({ hire_date: '2025-01-08' })
    .where('employee_id', '=', people.dan.id)
    .execute();
  await clockIns(t, people);
  await leave(t, people);
  // Terminated after the clock-ins: the auth hook would refuse a terminated employee's calls.
  await t.db
    .updateTable('employees')
    .set({ status: 'terminated', terminated_at: '2025-01-08T15:00:00Z' })
    .where('employee_id', '=', people.cara.id)
    .execute();
  return { ...people, floor, sales };
}

const DAY = {
  mon: '2025-01-06',
  tue: '2025-01-07',
  wed: '2025-01-08',
  thu: '2025-01-09',
  fri: '2025-01-10',
  sat: '2025-01-11',
};
const ARRIVAL = { early: ['early', '08:40'], late: ['late by 12 min', '09:22'], onTime: ['on time', '09:03'] } as const;

async function clockIns(t: TestContext, p: Omit<Awaited<ReturnType<typeof buildTestCompany>>, 'floor' | 'sales'>) {
  const { early, late, onTime } = ARRIVAL;
  // prettier-ignore
  const plan: [Person, string, readonly [string, string]][] = [
    ...[DAY.mon, DAY.tue, DAY.wed, DAY.thu, DAY.fri].map((day): [Person, string, readonly [string, string]] => [p.manager, day, onTime]),
    [p.amy, DAY.mon, early], [p.amy, DAY.tue, late], [p.amy, DAY.wed, onTime], [p.amy, DAY.thu, early], [p.amy, DAY.fri, onTime],
    [p.amy, DAY.sat, onTime],
    [p.ben, DAY.wed, onTime], [p.ben, DAY.thu, late],
    [p.cara, DAY.mon, onTime], [p.cara, DAY.wed, early],
    [p.dan, DAY.tue, onTime], [p.dan, DAY.thu, onTime], [p.dan, DAY.fri, late],
    [p.otherManager, DAY.mon, onTime], [p.otherManager, DAY.tue, onTime], [p.otherManager, DAY.wed, onTime], [p.otherManager, DAY.fri, onTime],
    [p.eve, DAY.tue, onTime], [p.eve, DAY.wed, onTime], [p.eve, DAY.thu, onTime], [p.eve, DAY.fri, onTime],
  ];
  await t.db
    .insertInto('attendance_records')
    .values(
      plan.map(([person, day, [discrepancy, time]]) => {
        const checkIn = zonedTime(day, parseClock(time), 'Europe/London');
        return {
          employee_id: person.id,
          attendance_date: day,
          check_in_time: checkIn,
          // Wednesday's records are still open at noon, when the dashboard tests look.
          check_out_time: day === DAY.wed ? null : new Date(checkIn.getTime() + 8.5 * 3_600_000),
          in_latitude: 51.5155,
          in_longitude: -0.0885,
          // Eve clocks in from home: only coordinates, no resolved address.
          in_address: person === p.eve ? null : 'Acme House, 1 Moorgate, London',
          clock_in_type: person === p.eve ? 'remote' : 'in office',
          discrepancy,
        } as const;
      }),
    )
    .execute();
}

async function leave(t: TestContext, p: Omit<Awaited<ReturnType<typeof buildTestCompany>>, 'floor' | 'sales'>) {
  const vacation = await t.db
    .selectFrom('leave_types')
    .select('leave_type_id')
    .where('name', '=', 'vacation')
    .executeTakeFirstOrThrow();
  const row = (person: Person, start: string, end: string, status: 'approved' | 'pending manager' | 'rejected') => ({
    employee_id: person.id,
    leave_type_id: vacation.leave_type_id,
    start_date: start,
    end_date: end,
    status,
  });
  await t.db
    .insertInto('leave_requests')
    .values([
      row(p.ben, '2025-01-03', DAY.tue, 'approved'),
      row(p.ben, DAY.fri, DAY.fri, 'pending manager'),
      row(p.otherManager, DAY.thu, '2025-01-13', 'approved'),
      row(p.eve, DAY.mon, DAY.mon, 'rejected'),
    ])
    .execute();
}
