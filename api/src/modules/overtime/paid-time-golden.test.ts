import { employeeWithLocations, grantVerification, OFFICE } from '../../test/attendance';
import { giveShift } from '../../test/shift-fixtures';
import { createTeams, type Member } from '../../test/leave-fixtures';
import { balanceApi } from '../../test/leave-policy-fixtures';
import { payPeriodsApi } from '../../test/pay-period-fixtures';
import { csvRows, hours } from '../../test/payroll-fixtures';
import { freezeDate } from '../../test/reports-api';
import { createTestApp, type TestContext } from '../../test/test-app';

/*
 * Golden cases of paid time, read through the api on the real database (PGlite, and PostgreSQL with DATABASE_URL).
 * The company works in Europe/Berlin, Mon-Fri 09:00-17:00 less 30 min of automatic break after 6 h: a company day
 * of 480 - 30 = 450 minutes; 15 minutes of overtime tolerance (the whole excess counts once past it). Winter time
 * is UTC+1 (until Sunday 28 March 2027 02:00, again from Sunday 31 October 2027 03:00), summer time UTC+2. Every
 * case is a person of its own, so their payroll row holds that case alone. Today is Wednesday 24 November 2027.
 * Every expected figure is worked out by hand in its comment; none is computed by the code under test.
 */
freezeDate(new Date('2027-11-24T12:00:00Z'));
let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;
const periods = new Map<string, number>();

type Rate = 'weekday' | 'weekend' | 'holiday' | 'night';
interface WorkedCase {
  name: string;
  /** The record's day (the local day its clock-in falls on). */
  date: string;
  /** Clock-in and clock-out instants, written in Berlin's offset of the moment. */
  in: string;
  out: string;
  breaks?: [string, string][];
  /** A published shift of the day, Berlin clock times (an end before the start is the next day). */
  shift?: { start: string; end: string; breakMinutes: number };
  /** Approved hourly leave of the "Doctor" type that day: Berlin clock times and its minutes. */
  leave?: [string, string, number];
  /** Minutes worked, of punched breaks, of breaks deducted (punched or automatic), and the day's overtime. */
  worked: number;
  punched: number;
  breaks_deducted: number;
  overtime: { minutes: number; rate: Rate } | null;
}

const EASTER_MONDAY = '2027-03-29';

const WORKED: WorkedCase[] = [
  // 480 - 30 automatic = 450; the company day is 450: no overtime.
  {
    name: 'a company day to the minute',
    date: '2027-03-08',
    in: '09:00+01',
    out: '17:00+01',
    worked: 450,
    punched: 0,
    breaks_deducted: 30,
    overtime: null,
  },
  // 495 - 30 = 465; 465 - 450 = 15, not beyond the tolerance.
  {
    name: '15 minutes over: inside the tolerance',
    date: '2027-03-08',
    in: '09:00+01',
    out: '17:15+01',
    worked: 465,
    punched: 0,
    breaks_deducted: 30,
    overtime: null,
  },
  // 496 - 30 = 466; 466 - 450 = 16: all 16 count.
  {
    name: '16 minutes over: all of them count',
    date: '2027-03-08',
    in: '09:00+01',
    out: '17:16+01',
    worked: 466,
    punched: 0,
    breaks_deducted: 30,
    overtime: { minutes: 16, rate: 'weekday' },
  },
  // 08:00-18:45 = 645 - 45 punched = 600; 600 - 450 = 150.
  {
    name: 'a punched 45 min break on a long day',
    date: '2027-03-08',
    in: '08:00+01',
    out: '18:45+01',
    breaks: [['12:00+01', '12:45+01']],
    worked: 600,
    punched: 45,
    breaks_deducted: 45,
    overtime: { minutes: 150, rate: 'weekday' },
  },
  // 480 - (15 + 30) = 435, under the day.
  {
    name: 'two punched breaks add up',
    date: '2027-03-09',
    in: '09:00+01',
    out: '17:00+01',
    breaks: [
      ['10:00+01', '10:15+01'],
      ['13:00+01', '13:30+01'],
    ],
    worked: 435,
    punched: 45,
    breaks_deducted: 45,
    overtime: null,
  },
  // A punched break replaces the automatic one: 480 - 5 = 475; 475 - 450 = 25.
  {
    name: 'a short punched break replaces the automatic one',
    date: '2027-03-09',
    in: '09:00+01',
    out: '17:00+01',
    breaks: [['12:00+01', '12:05+01']],
    worked: 475,
    punched: 5,
    breaks_deducted: 5,
    overtime: { minutes: 25, rate: 'weekday' },
  },
  // 6 h exactly does not pass the threshold: 360, no break.
  {
    name: 'no automatic break at 6 hours exactly',
    date: '2027-03-09',
    in: '09:00+01',
    out: '15:00+01',
    worked: 360,
    punched: 0,
    breaks_deducted: 0,
    overtime: null,
  },
  // 361 passes 6 h: 361 - 30 = 331.
  {
    name: 'the automatic break one minute past 6 hours',
    date: '2027-03-09',
    in: '09:00+01',
    out: '15:01+01',
    worked: 331,
    punched: 0,
    breaks_deducted: 30,
    overtime: null,
  },
  // Saturday, no shift, nothing expected: 240 (no break under 6 h), all at the weekend rate.
  {
    name: 'a Saturday without a shift',
    date: '2027-03-13',
    in: '10:00+01',
    out: '14:00+01',
    worked: 240,
    punched: 0,
    breaks_deducted: 0,
    overtime: { minutes: 240, rate: 'weekend' },
  },
  // Saturday 08:00-16:00: 480 - 30 = 450, all weekend.
  {
    name: 'a full Saturday loses its automatic break',
    date: '2027-03-13',
    in: '08:00+01',
    out: '16:00+01',
    worked: 450,
    punched: 0,
    breaks_deducted: 30,
    overtime: { minutes: 450, rate: 'weekend' },
  },
  // Early shift 06:00-14:00 less 30 = 450 expected; 06:00-15:30 = 570 - 30 = 540; 540 - 450 = 90.
  {
    name: 'an early shift worked 90 minutes long',
    date: '2027-03-10',
    in: '06:00+01',
    out: '15:30+01',
    shift: { start: '06:00', end: '14:00', breakMinutes: 30 },
    worked: 540,
    punched: 0,
    breaks_deducted: 30,
    overtime: { minutes: 90, rate: 'weekday' },
  },
  // A shift without a break deducts none: 480 worked, 480 expected.
  {
    name: 'a shift without a break loses none',
    date: '2027-03-10',
    in: '09:00+01',
    out: '17:00+01',
    shift: { start: '09:00', end: '17:00', breakMinutes: 0 },
    worked: 480,
    punched: 0,
    breaks_deducted: 0,
    overtime: null,
  },
  // Night shift 22:00-06:00 less its 45 = 435, worked as planned: 480 - 45 = 435.
  {
    name: 'a night shift across midnight, its own break',
    date: '2027-03-10',
    in: '22:00+01',
    out: '06:00+01',
    shift: { start: '22:00', end: '06:00', breakMinutes: 45 },
    worked: 435,
    punched: 0,
    breaks_deducted: 45,
    overtime: null,
  },
  // 21:55-07:00 = 545 - 30 = 515; expected 480 - 30 = 450; 65 over; 480 of 545 minutes in 22:00-06:00: night.
  {
    name: 'a night shift worked long: night rate',
    date: '2027-03-11',
    in: '21:55+01',
    out: '07:00+01',
    shift: { start: '22:00', end: '06:00', breakMinutes: 30 },
    worked: 515,
    punched: 0,
    breaks_deducted: 30,
    overtime: { minutes: 65, rate: 'night' },
  },
  // A punched break across midnight 23:40-00:20 = 40 replaces the shift's 45: 480 - 40 = 440; 440 - 435 = 5, inside
  // the tolerance.
  {
    name: 'a punched break across midnight',
    date: '2027-03-11',
    in: '22:00+01',
    out: '06:00+01',
    shift: { start: '22:00', end: '06:00', breakMinutes: 45 },
    breaks: [['23:40+01', '00:20+01']],
    worked: 440,
    punched: 40,
    breaks_deducted: 40,
    overtime: null,
  },
  // No shift, a Thursday night 21:00-07:00: 600 - 30 = 570 against the company day of 450: 120; 480 of 600 at night.
  {
    name: 'a night without a shift, measured against the company day',
    date: '2027-03-11',
    in: '21:00+01',
    out: '07:00+01',
    worked: 570,
    punched: 0,
    breaks_deducted: 30,
    overtime: { minutes: 120, rate: 'night' },
  },
  // Summer time starts at 02:00 on 28 March: 22:00+01 (21:00Z) to 06:00+02 (04:00Z) is 7 h = 420 - 30 = 390; the
  // shift is as short: 420 - 30 = 390 expected.
  {
    name: 'a night shift into summer time is 7 hours',
    date: '2027-03-27',
    in: '22:00+01',
    out: '06:00+02',
    shift: { start: '22:00', end: '06:00', breakMinutes: 30 },
    worked: 390,
    punched: 0,
    breaks_deducted: 30,
    overtime: null,
  },
  // 21:00Z to 05:00Z = 480 - 30 = 450; 450 - 390 = 60, night.
  {
    name: 'the same night worked to 07:00: 60 minutes at night',
    date: '2027-03-27',
    in: '22:00+01',
    out: '07:00+02',
    shift: { start: '22:00', end: '06:00', breakMinutes: 30 },
    worked: 450,
    punched: 0,
    breaks_deducted: 30,
    overtime: { minutes: 60, rate: 'night' },
  },
  // Winter time returns at 03:00 on 31 October: 22:00+02 (20:00Z) to 06:00+01 (05:00Z) is 9 h = 540 - 30 = 510;
  // the shift as long: 510 expected.
  {
    name: 'a night shift out of summer time is 9 hours',
    date: '2027-10-30',
    in: '22:00+02',
    out: '06:00+01',
    shift: { start: '22:00', end: '06:00', breakMinutes: 30 },
    worked: 510,
    punched: 0,
    breaks_deducted: 30,
    overtime: null,
  },
  // 20:00Z to 05:30Z = 570 - 30 = 540; 540 - 510 = 30, night.
  {
    name: 'the same night worked to 06:30: 30 minutes at night',
    date: '2027-10-30',
    in: '22:00+02',
    out: '06:30+01',
    shift: { start: '22:00', end: '06:00', breakMinutes: 30 },
    worked: 540,
    punched: 0,
    breaks_deducted: 30,
    overtime: { minutes: 30, rate: 'night' },
  },
  // Saturday night without a shift, out of summer time: 540 - 30 = 510, nothing expected on a Saturday: weekend.
  {
    name: 'a Saturday night out of summer time without a shift',
    date: '2027-10-30',
    in: '22:00+02',
    out: '06:00+01',
    worked: 510,
    punched: 0,
    breaks_deducted: 30,
    overtime: { minutes: 510, rate: 'weekend' },
  },
  // Easter Monday, a holiday: nothing expected; 09:00-17:00 (summer time) = 480 - 30 = 450, all at the holiday rate.
  {
    name: 'a holiday worked',
    date: EASTER_MONDAY,
    in: '09:00+02',
    out: '17:00+02',
    worked: 450,
    punched: 0,
    breaks_deducted: 30,
    overtime: { minutes: 450, rate: 'holiday' },
  },
  // Early shift 450 expected less 90 of leave 06:00-07:30 = 360; 07:30-14:40 = 430 - 30 = 400; 400 - 360 = 40.
  {
    name: 'hourly leave inside a shift, 40 minutes on',
    date: '2027-10-05',
    in: '07:30+02',
    out: '14:40+02',
    shift: { start: '06:00', end: '14:00', breakMinutes: 30 },
    leave: ['06:00', '07:30', 90],
    worked: 400,
    punched: 0,
    breaks_deducted: 30,
    overtime: { minutes: 40, rate: 'weekday' },
  },
  // 07:30-14:10 = 400 - 30 = 370; 370 - 360 = 10: inside the tolerance.
  {
    name: 'hourly leave inside a shift, 10 minutes on',
    date: '2027-10-05',
    in: '07:30+02',
    out: '14:10+02',
    shift: { start: '06:00', end: '14:00', breakMinutes: 30 },
    leave: ['06:00', '07:30', 90],
    worked: 370,
    punched: 0,
    breaks_deducted: 30,
    overtime: null,
  },
  // 2 h of leave 09:00-11:00, then 11:00-17:00 worked: 360, not past 6 h, so no break; expected: 480 - 120 = 360
  // planned, not past 6 h either, so no break: 360. Nothing over.
  {
    name: 'hourly leave in the morning, the rest of the company day worked',
    date: '2027-10-06',
    in: '11:00+02',
    out: '17:00+02',
    leave: ['09:00', '11:00', 120],
    worked: 360,
    punched: 0,
    breaks_deducted: 0,
    overtime: null,
  },
  // 2 h of leave 13:00-15:00 on a company day: 480 - 120 = 360 planned, not past 6 h, so 360 expected; a full day
  // worked anyway: 480 - 30 of automatic break = 450; 450 - 360 = 90 over.
  {
    name: 'hourly leave on a company day worked in full',
    date: '2027-10-06',
    in: '09:00+02',
    out: '17:00+02',
    leave: ['13:00', '15:00', 120],
    worked: 450,
    punched: 0,
    breaks_deducted: 30,
    overtime: { minutes: 90, rate: 'weekday' },
  },
];

/** An instant from 'HH:MM+01' on the date, or on the next day when it is earlier than the clock-in. */
function instant(date: string, clock: string, after?: string): Date {
  const [hhmm, offset] = clock.split('+') as [string, string];
  let day = date;
  if (after !== undefined && hhmm < after.slice(0, 5)) {
    day = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return new Date(`${day}T${hhmm}:00+${offset}:00`);
}

let doctorId: number;
const get = async <T>(who: Member, url: string): Promise<T> => {
  const res = await t.inject({ method: 'GET', url, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
};
const post = (who: Member, url: string, payload: object = {}) =>
  t.inject({ method: 'POST', url, headers: who.headers, payload });
const answer = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, res.json()];

/** A person of the manager's team with the case's record, breaks, shift and leave, written as the api stores them. */
async function seedCase(c: WorkedCase): Promise<number> {
  const { id } = await t.createUser('employee', { reportTo: teams.manager.id });
  if (c.shift) await giveShift(t.db, { employeeId: id, date: c.date, ...c.shift, timeZone: 'Europe/Berlin' });
  const { record_id } = await t.db
    .insertInto('attendance_records')
    .values({
      employee_id: id,
      attendance_date: c.date,
      check_in_time: instant(c.date, c.in),
      check_out_time: instant(c.date, c.out, c.in),
      discrepancy: 'on time',
    })
    .returning('record_id')
    .executeTakeFirstOrThrow();
  for (const [start, end] of c.breaks ?? []) {
    await t.db
      .insertInto('attendance_breaks')
      .values({
        record_id,
        employee_id: id,
        started_at: instant(c.date, start, c.in),
        ended_at: instant(c.date, end, c.in),
      })
      .execute();
  }
  if (c.leave) {
    await t.db
      .insertInto('leave_requests')
      .values({
        employee_id: id,
        leave_type_id: doctorId,
        start_date: c.date,
        end_date: c.date,
        start_time: c.leave[0],
        end_time: c.leave[1],
        status: 'approved',
      })
      .execute();
  }
  return id;
}

/** The pay period holding a day (monthly periods March to November 2027). */
const periodOf = (date: string) => periods.get(date.slice(0, 7))!;
const payroll = async (date: string) => {
  const res = await t.inject({
    method: 'GET',
    url: `/api/payroll_export?period_id=${periodOf(date)}&format=csv`,
    headers: teams.admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return csvRows(res.body);
};

type OvertimeRow = {
  overtime_id: number;
  minutes: number;
  rate_class: Rate;
  status: string;
  approved_minutes: number | null;
};
const overtimeOf = (employeeId: number, date: string) =>
  get<OvertimeRow[]>(teams.admin, `/api/overtime?start=${date}&end=${date}&employee_id=${employeeId}`);

beforeAll(async () => {
  // A day's token: the break cases clock a whole day with one sign-in.
  t = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
  teams = await createTeams(t);
  const settings = await t.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: teams.admin.headers,
    payload: [
      { setting_key: 'TIME_ZONE', setting_value: 'Europe/Berlin' },
      { setting_key: 'OVERTIME_COMPENSATION', setting_value: 'employee_choice' },
    ],
  });
  expect(settings.statusCode).toBe(200);
  const doctor = await post(teams.admin, '/api/leave_policies', {
    leave_type: 'doctor',
    display_name: 'Doctor',
    paid: true,
    annual_days: 40,
    accrual: 'yearly',
    carry_over_cap: 0,
    carry_over_expiry_month: null,
    half_days_allowed: false,
    backdating_allowed: true,
    negative_allowed: false,
    active: true,
    unit: 'hour',
  });
  expect(doctor.statusCode).toBe(201);
  doctorId = (
    await t.db.selectFrom('leave_types').select('leave_type_id').where('name', '=', 'doctor').executeTakeFirstOrThrow()
  ).leave_type_id;
  await t.db.insertInto('holidays').values({ holiday_date: EASTER_MONDAY, name: 'Easter Monday' }).execute();
  const created = await payPeriodsApi(t).create(teams.admin, {
    frequency: 'monthly',
    start_date: '2027-03-01',
    count: 9,
  });
  expect(created.statusCode).toBe(201);
  for (const p of created.json<{ periods: { pay_period_id: number; start_date: string }[] }>().periods) {
    periods.set(p.start_date.slice(0, 7), p.pay_period_id);
  }
}, 180_000);
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

describe('worked, break and overtime minutes', () => {
  const people = new Map<WorkedCase, number>();
  const files = new Map<string, Promise<Map<number, Record<string, string>>>>();
  beforeAll(async () => {
    for (const c of WORKED) people.set(c, await seedCase(c));
  });

  it.each(WORKED)('$name: $worked worked, $breaks_deducted of break', async (c) => {
    const id = people.get(c)!;
    type Log = { employee_id: number; worked_minutes: number; break_minutes: number };
    const logs = await get<Log[]>(teams.admin, `/api/attendance_logs?start_date=${c.date}&end_date=${c.date}`);
    const log = logs.find((row) => row.employee_id === id);
    expect([log?.worked_minutes, log?.break_minutes]).toEqual([c.worked, c.punched]);

    const overtime = await overtimeOf(id, c.date);
    expect(overtime.map((row) => [row.minutes, row.rate_class, row.status])).toEqual(
      c.overtime ? [[c.overtime.minutes, c.overtime.rate, 'pending']] : [],
    );

    // Nothing approved yet: the payroll pays all of it as regular time, with the breaks deducted and the leave.
    if (!files.has(c.date.slice(0, 7))) files.set(c.date.slice(0, 7), payroll(c.date));
    const row = (await files.get(c.date.slice(0, 7))!).get(id);
    expect(row).toMatchObject({
      regular_hours: hours(c.worked),
      break_hours: hours(c.breaks_deducted),
      overtime_weekday_hours: '0.00',
      'leave_hours: Doctor': hours(c.leave?.[2] ?? 0),
    });
  });
});

interface ApprovalCase extends WorkedCase {
  /** The manager's decision: minutes approved (all of them when 'all'), or a rejection. */
  decision: { approve: number | 'all'; compensation: 'pay' | 'time_in_lieu' } | 'reject';
  /** The overtime's approved minutes afterwards (null: rejected). */
  approved: number | null;
  /** The period's payroll CSV, in minutes. */
  paid: { regular: number; weekday: number; weekend: number; holiday: number; night: number; lieu: number };
  /** The time-in-lieu balance and the credit's expiry (TIME_IN_LIEU_EXPIRY_DAYS = 90 after the day worked). */
  balance?: { credited: number; credit_expired: number; remaining: number; expires_on: string };
}
const NONE = { weekday: 0, weekend: 0, holiday: 0, night: 0, lieu: 0 };

const APPROVALS: ApprovalCase[] = [
  // 09:00-19:00 = 600 - 30 = 570; 120 over; 90 paid at the weekday rate; regular 570 - 90 = 480.
  {
    name: 'partial approval: 90 of 120 minutes paid',
    date: '2027-03-15',
    in: '09:00+01',
    out: '19:00+01',
    worked: 570,
    punched: 0,
    breaks_deducted: 30,
    overtime: { minutes: 120, rate: 'weekday' },
    decision: { approve: 90, compensation: 'pay' },
    approved: 90,
    paid: { ...NONE, regular: 480, weekday: 90 },
  },
  // Easter Monday 10:00-14:00 = 240 (no break under 6 h), all holiday overtime, approved in full; regular 0.
  {
    name: 'a holiday worked, approved in full',
    date: EASTER_MONDAY,
    in: '10:00+02',
    out: '14:00+02',
    worked: 240,
    punched: 0,
    breaks_deducted: 0,
    overtime: { minutes: 240, rate: 'holiday' },
    decision: { approve: 'all', compensation: 'pay' },
    approved: 240,
    paid: { ...NONE, regular: 0, holiday: 240 },
  },
  // Into summer time: 21:00Z-05:00Z = 480 - 30 = 450 against 390: 60 at night, 30 approved; regular 450 - 30 = 420.
  {
    name: 'a night into summer time: 30 of 60 night minutes paid',
    date: '2027-03-27',
    in: '22:00+01',
    out: '07:00+02',
    shift: { start: '22:00', end: '06:00', breakMinutes: 30 },
    worked: 450,
    punched: 0,
    breaks_deducted: 30,
    overtime: { minutes: 60, rate: 'night' },
    decision: { approve: 30, compensation: 'pay' },
    approved: 30,
    paid: { ...NONE, regular: 420, night: 30 },
  },
  // Saturday 10:00-14:00 = 240, all weekend, approved in full; regular 0.
  {
    name: 'a Saturday approved in full at the weekend rate',
    date: '2027-03-20',
    in: '10:00+01',
    out: '14:00+01',
    worked: 240,
    punched: 0,
    breaks_deducted: 0,
    overtime: { minutes: 240, rate: 'weekend' },
    decision: { approve: 'all', compensation: 'pay' },
    approved: 240,
    paid: { ...NONE, regular: 0, weekend: 240 },
  },
  // 496 - 30 = 466; 16 over, rejected: all 466 stay regular (7.77 h).
  {
    name: 'rejected overtime stays regular time',
    date: '2027-03-16',
    in: '09:00+01',
    out: '17:16+01',
    worked: 466,
    punched: 0,
    breaks_deducted: 30,
    overtime: { minutes: 16, rate: 'weekday' },
    decision: 'reject',
    approved: null,
    paid: { ...NONE, regular: 466 },
  },
  // 09:00-18:00 = 540 - 30 = 510; 60 over; 45 to time in lieu; regular 510 - 45 = 465. 17 March + 90 days: 14 days
  // to 31 March, 30 of April (44), 31 of May (75), 15 June (90). Unused by today (24 November): lapsed.
  {
    name: 'time in lieu, 45 of 60, lapsed unused',
    date: '2027-03-17',
    in: '09:00+01',
    out: '18:00+01',
    worked: 510,
    punched: 0,
    breaks_deducted: 30,
    overtime: { minutes: 60, rate: 'weekday' },
    decision: { approve: 45, compensation: 'time_in_lieu' },
    approved: 45,
    paid: { ...NONE, regular: 465, lieu: 45 },
    balance: { credited: 45, credit_expired: 45, remaining: 0, expires_on: '2027-06-15' },
  },
  // 09:00-18:30 = 570 - 30 = 540; 90 over, all to time in lieu; regular 450. 12 October + 90: 19 days to 31 October,
  // 30 of November (49), 31 of December (80), 10 January 2028 (90): still there today.
  {
    name: 'time in lieu, all 90 minutes, still valid',
    date: '2027-10-12',
    in: '09:00+02',
    out: '18:30+02',
    worked: 540,
    punched: 0,
    breaks_deducted: 30,
    overtime: { minutes: 90, rate: 'weekday' },
    decision: { approve: 'all', compensation: 'time_in_lieu' },
    approved: 90,
    paid: { ...NONE, regular: 450, lieu: 90 },
    balance: { credited: 90, credit_expired: 0, remaining: 90, expires_on: '2028-01-10' },
  },
];

/** The payroll row's paid minutes, as hours. */
const paidHours = (paid: ApprovalCase['paid']) => ({
  regular_hours: hours(paid.regular),
  overtime_weekday_hours: hours(paid.weekday),
  overtime_weekend_hours: hours(paid.weekend),
  overtime_holiday_hours: hours(paid.holiday),
  overtime_night_hours: hours(paid.night),
  overtime_time_in_lieu_hours: hours(paid.lieu),
});

describe('approved overtime: pay or time in lieu', () => {
  const people = new Map<ApprovalCase, number>();
  beforeAll(async () => {
    for (const c of APPROVALS) people.set(c, await seedCase(c));
  });

  it.each(APPROVALS)('$name', async (c) => {
    const id = people.get(c)!;
    const [row] = await overtimeOf(id, c.date);
    expect([row?.minutes, row?.rate_class]).toEqual([c.overtime!.minutes, c.overtime!.rate]);
    const decided =
      c.decision === 'reject'
        ? await post(teams.manager, `/api/overtime/${row!.overtime_id}/reject`, { comment: 'Not agreed' })
        : await post(teams.manager, `/api/overtime/${row!.overtime_id}/approve`, {
            ...(c.decision.approve === 'all' ? {} : { approved_minutes: c.decision.approve }),
            compensation: c.decision.compensation,
          });
    expect(decided.statusCode).toBe(200);
    expect((await overtimeOf(id, c.date)).map((r) => [r.status, r.approved_minutes])).toEqual([
      [c.decision === 'reject' ? 'rejected' : 'approved', c.approved],
    ]);

    expect((await payroll(c.date)).get(id)).toMatchObject(paidHours(c.paid));

    // The person's time-in-lieu balance of 2027, as their admin reads it.
    const balance = await balanceApi(t).balanceOf(teams.admin, 'time_in_lieu', `?employee_id=${id}`);
    expect(balance).toMatchObject(
      c.balance
        ? {
            unit: 'hour',
            credited: c.balance.credited,
            credit_expired: c.balance.credit_expired,
            remaining: c.balance.remaining,
          }
        : { credited: 0 },
    );
    if (c.balance) {
      const ledger = await get<{ leave_type: string }[]>(teams.admin, `/api/leave_ledger?employee_id=${id}`);
      const credit = { date: c.date, kind: 'time_in_lieu', days: c.balance.credited, expires_on: c.balance.expires_on };
      const lapsed = { date: c.balance.expires_on, kind: 'time_in_lieu_expired', days: -c.balance.credit_expired };
      expect(ledger.filter((line) => line.leave_type === 'time_in_lieu')).toEqual(
        c.balance.credit_expired > 0
          ? [expect.objectContaining(credit), expect.objectContaining(lapsed)]
          : [expect.objectContaining(credit)],
      );
    }
  });
});

// Thursday 7 October 2027, 09:00-18:00 = 540 - 30 = 510: 60 minutes over the company day, pending.
const LOCK_DAY: WorkedCase = {
  name: 'the locked day',
  date: '2027-10-07',
  in: '09:00+02',
  out: '18:00+02',
  worked: 510,
  punched: 0,
  breaks_deducted: 30,
  overtime: { minutes: 60, rate: 'weekday' },
};
const LOCKED = { error: 'Pay period October 2027 is locked.', code: 'pay_period.locked' };

interface LockStep {
  name: string;
  period: 'lock' | 'unlock';
  change: 'approve 45' | 'punch a break';
  answer: 'locked' | 'allowed';
  /** The overtime and the payroll afterwards: 510 regular until 45 are approved (510 - 45 = 465). */
  status: 'pending' | 'approved';
  paid: ApprovalCase['paid'];
}
const LOCK_STEPS: LockStep[] = [
  {
    name: 'locked: approving 45 of the 60 minutes is refused',
    period: 'lock',
    change: 'approve 45',
    answer: 'locked',
    status: 'pending',
    paid: { ...NONE, regular: 510 },
  },
  {
    name: 'locked: a break punched into its record is refused by the database',
    period: 'lock',
    change: 'punch a break',
    answer: 'locked',
    status: 'pending',
    paid: { ...NONE, regular: 510 },
  },
  {
    name: 'unlocked with a reason: the 45 are approved and paid',
    period: 'unlock',
    change: 'approve 45',
    answer: 'allowed',
    status: 'approved',
    paid: { ...NONE, regular: 465, weekday: 45 },
  },
];

describe('a pay period locked and unlocked', () => {
  let id: number;
  let recordId: number;
  let overtimeId: number;
  beforeAll(async () => {
    id = await seedCase(LOCK_DAY);
    recordId = (
      await t.db
        .selectFrom('attendance_records')
        .select('record_id')
        .where('employee_id', '=', id)
        .executeTakeFirstOrThrow()
    ).record_id;
    const [row] = await overtimeOf(id, LOCK_DAY.date);
    expect([row?.minutes, row?.rate_class]).toEqual([60, 'weekday']);
    overtimeId = row!.overtime_id;
  });

  it.each(LOCK_STEPS)('$name', async (step) => {
    const october = periodOf(LOCK_DAY.date);
    const periodsApi = payPeriodsApi(t);
    const detail = (await periodsApi.detail(teams.admin, october)).json<{ status: string }>();
    if (step.period === 'lock' && detail.status !== 'locked') {
      expect(answer(await periodsApi.lock(teams.admin, october))).toEqual([
        200,
        { message: 'Pay period October 2027 locked.' },
      ]);
    }
    if (step.period === 'unlock' && detail.status === 'locked') {
      expect((await periodsApi.unlock(teams.admin, october, 'Overtime agreed late')).statusCode).toBe(200);
    }
    if (step.change === 'approve 45') {
      const res = await post(teams.manager, `/api/overtime/${overtimeId}/approve`, {
        approved_minutes: 45,
        compensation: 'pay',
      });
      expect(answer(res)).toEqual(step.answer === 'locked' ? [409, LOCKED] : [200, { message: 'Overtime approved.' }]);
    } else {
      const insert = t.db
        .insertInto('attendance_breaks')
        .values({
          record_id: recordId,
          employee_id: id,
          started_at: new Date('2027-10-07T10:00:00Z'),
          ended_at: new Date('2027-10-07T10:30:00Z'),
        })
        .execute();
      if (step.answer === 'locked')
        await expect(insert).rejects.toMatchObject({ code: 'PPLCK', message: LOCKED.error });
      else await insert;
    }
    expect((await overtimeOf(id, LOCK_DAY.date)).map((r) => r.status)).toEqual([step.status]);
    const logs = await get<{ employee_id: number; worked_minutes: number; break_minutes: number }[]>(
      teams.admin,
      `/api/attendance_logs?start_date=${LOCK_DAY.date}&end_date=${LOCK_DAY.date}`,
    );
    expect(logs.filter((row) => row.employee_id === id).map((row) => [row.worked_minutes, row.break_minutes])).toEqual([
      [510, 0],
    ]);
    expect((await payroll(LOCK_DAY.date)).get(id)).toMatchObject(paidHours(step.paid));
  });
});

interface PunchedDay {
  name: string;
  date: string;
  /** Berlin clock times (winter time, UTC+1) of each punch, in order. */
  punches: [string, 'clock_in' | 'break_start' | 'break_end' | 'clock_out'][];
  worked: number;
  punched: number;
  overtime: { minutes: number; rate: Rate } | null;
}
const PUNCHED: PunchedDay[] = [
  // 09:00-18:00 = 540 - 40 punched (12:00-12:40) = 500; 500 - 450 = 50.
  {
    name: 'a break punched through the api',
    date: '2027-11-22',
    punches: [
      ['09:00', 'clock_in'],
      ['12:00', 'break_start'],
      ['12:40', 'break_end'],
      ['18:00', 'clock_out'],
    ],
    worked: 500,
    punched: 40,
    overtime: { minutes: 50, rate: 'weekday' },
  },
  // A clock-out during a break ends it there: 08:00-18:00 = 600 - 30 (17:30-18:00) = 570; 570 - 450 = 120.
  {
    name: 'a break still open at the clock-out ends there',
    date: '2027-11-23',
    punches: [
      ['08:00', 'clock_in'],
      ['17:30', 'break_start'],
      ['18:00', 'clock_out'],
    ],
    worked: 570,
    punched: 30,
    overtime: { minutes: 120, rate: 'weekday' },
  },
];

describe('breaks punched through the api', () => {
  afterEach(() => jest.setSystemTime(new Date('2027-11-24T12:00:00Z')));

  it.each(PUNCHED)('$name: $worked worked, $punched of break', async (c) => {
    const at = (clock: string) => jest.setSystemTime(new Date(`${c.date}T${clock}:00+01:00`));
    at(c.punches[0]![0]);
    const employee = await employeeWithLocations(t, [OFFICE], teams.manager.id);
    for (const [clock, action] of c.punches) {
      at(clock);
      if (action.startsWith('clock')) await grantVerification(t.db, employee.id);
      const res = await post(employee, `/api/${action}`, OFFICE);
      expect([action, res.statusCode]).toEqual([action, 200]);
    }
    jest.setSystemTime(new Date('2027-11-24T12:00:00Z'));
    type Log = { employee_id: number; worked_minutes: number; break_minutes: number };
    const logs = await get<Log[]>(teams.admin, `/api/attendance_logs?start_date=${c.date}&end_date=${c.date}`);
    expect(
      logs.filter((row) => row.employee_id === employee.id).map((row) => [row.worked_minutes, row.break_minutes]),
    ).toEqual([[c.worked, c.punched]]);
    const overtime = await overtimeOf(employee.id, c.date);
    expect(overtime.map((row) => [row.minutes, row.rate_class])).toEqual(
      c.overtime ? [[c.overtime.minutes, c.overtime.rate]] : [],
    );
    expect((await payroll(c.date)).get(employee.id)).toMatchObject({
      regular_hours: hours(c.worked),
      break_hours: hours(c.punched),
    });
  });
});
