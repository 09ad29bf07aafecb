import { createTeams, type Member } from './leave-fixtures';
import { giveShift } from './shift-fixtures';
import type { TestContext } from './test-app';

/*
 * One pay week, Monday 10 to Sunday 16 November 2025, London (GMT), the company's day 09:00-17:00 less its
 * automatic 30 minutes (450 expected). Wednesday 12 is a holiday of every office.
 * - employee: Mon 09:00-19:00 (auto break 30: 570 worked, 120 overtime of which 90 approved, weekday);
 *   Tue 09:00-17:00 with a punched break 12:00-12:45 (435); Wed the holiday worked 10:00-14:00 (240, all approved,
 *   holiday rate); Thu half a day of vacation (225); Fri nothing (absent, 450).
 * - teamMate: a published night shift Thu 22:00 - Fri 06:00 with a 30 min break, worked as planned (450, on
 *   Thursday); the week's other days are days off (a week with shifts).
 * - otherEmployee (another team), holiday calendar "Bavaria": Mon a Bavarian holiday (450), Wed the holiday of
 *   every office (450), Tue, Thu and Fri absent (3 days, 1,350).
 */
export const PAY_WEEK = { first: '2025-11-10', last: '2025-11-16' };

export const GOLDEN = {
  employee: {
    worked: 1245,
    regular: 915,
    overtime_weekday: 90,
    overtime_holiday: 240,
    breaks: 75,
    vacation: 225,
    holiday: 0,
    absence: 450,
    absence_days: 1,
  },
  teamMate: { worked: 450, regular: 450, breaks: 30, holiday: 0, absence: 0, absence_days: 0 },
  otherEmployee: { worked: 0, holiday: 900, absence: 1350, absence_days: 3 },
} as const;

/** A Generic CSV payroll file as {header: value} per employee_id (the preset's first column). */
export function csvRows(body: string) {
  const [header, ...lines] = body
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  return new Map(lines.map((cells) => [Number(cells[0]), Object.fromEntries(header!.map((h, i) => [h, cells[i]!]))]));
}

/** Minutes as the Generic CSV writes them: decimal hours, 2 decimals. */
export const hours = (minutes: number) => (minutes / 60).toFixed(2);

const utc = (date: string, clock: string) => new Date(`${date}T${clock}:00Z`);

async function record(t: TestContext, who: Member, date: string, from: string, to: Date) {
  const row = await t.db
    .insertInto('attendance_records')
    .values({
      employee_id: who.id,
      attendance_date: date,
      check_in_time: utc(date, from),
      check_out_time: to,
      discrepancy: 'on time',
    })
    .returning('record_id')
    .executeTakeFirstOrThrow();
  return Number(row.record_id);
}

async function approvedOvertime(
  t: TestContext,
  who: Member,
  date: string,
  minutes: number,
  approved: number,
  rate: 'weekday' | 'holiday',
) {
  await t.db
    .insertInto('overtime')
    .values({
      employee_id: who.id,
      kind: 'day',
      period_date: date,
      minutes,
      rate_class: rate,
      status: 'approved',
      approved_minutes: approved,
      compensation: 'pay',
      decided_at: new Date(),
    })
    .execute();
}

/** The teams, the week's pay period and its records, breaks, overtime, leave, shift and holidays. */
export async function seedPayWeek(t: TestContext) {
  const teams = await createTeams(t);
  const { employee, teamMate, otherEmployee } = teams;
  const period = await t.db
    .insertInto('pay_periods')
    .values({ name: 'Week 46 2025', frequency: 'weekly', start_date: PAY_WEEK.first, end_date: PAY_WEEK.last })
    .returning('pay_period_id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('holidays')
    .values([
      { holiday_date: '2025-11-12', name: 'Company day' },
      { holiday_date: '2025-11-10', name: 'Bavarian day', location: 'Bavaria' },
    ])
    .execute();
  await t.db
    .updateTable('employees')
    .set({ holiday_calendar: 'Bavaria' })
    .where('employee_id', '=', otherEmployee.id)
    .execute();

  await record(t, employee, '2025-11-10', '09:00', utc('2025-11-10', '19:00'));
  const tuesday = await record(t, employee, '2025-11-11', '09:00', utc('2025-11-11', '17:00'));
  await t.db
    .insertInto('attendance_breaks')
    .values({
      record_id: tuesday,
      employee_id: employee.id,
      started_at: utc('2025-11-11', '12:00'),
      ended_at: utc('2025-11-11', '12:45'),
    })
    .execute();
  await record(t, employee, '2025-11-12', '10:00', utc('2025-11-12', '14:00'));
  await approvedOvertime(t, employee, '2025-11-10', 120, 90, 'weekday');
  await approvedOvertime(t, employee, '2025-11-12', 240, 240, 'holiday');
  const vacation = await t.db
    .selectFrom('leave_types')
    .select('leave_type_id')
    .where('name', '=', 'vacation')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('leave_requests')
    .values({
      employee_id: employee.id,
      leave_type_id: vacation.leave_type_id,
      start_date: '2025-11-13',
      end_date: '2025-11-13',
      start_half: true,
      status: 'approved',
    })
    .execute();

  await giveShift(t.db, {
    employeeId: teamMate.id,
    date: '2025-11-13',
    start: '22:00',
    end: '06:00',
    breakMinutes: 30,
  });
  await record(t, teamMate, '2025-11-13', '22:00', utc('2025-11-14', '06:00'));

  return { teams, periodId: period.pay_period_id, vacationId: vacation.leave_type_id };
}
