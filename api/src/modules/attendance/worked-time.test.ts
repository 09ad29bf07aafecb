import { sql } from 'kysely';
import { giveShift } from '../../test/shift-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import type { BreakRule } from '../settings';
import { breakMinutes, workedMinutes } from './worked-time-sql';

// Golden cases of migration 034's worked_time(): Europe/London, winter (local time is UTC).
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const DEFAULT_RULE: BreakRule = { autoBreakMinutes: 30, autoBreakAfterHours: 6 };
const day = '2026-01-14';
const on = (date: string, clock: string) => new Date(`${date}T${clock}:00Z`);

interface GoldenCase {
  name: string;
  in: string;
  /** Clock-out, or the moment an open record is read at; 'HH:MM+1' is the next day. */
  until: string;
  breaks?: [string, string | null][];
  shift?: { start: string; end: string; breakMinutes: number };
  rule?: BreakRule;
  worked: number;
  punched: number | null;
}

const at = (clock: string) => (clock.endsWith('+1') ? on('2026-01-15', clock.slice(0, 5)) : on(day, clock));

const CASES: GoldenCase[] = [
  { name: 'a punched break', in: '09:00', until: '17:00', breaks: [['12:00', '12:45']], worked: 435, punched: 45 },
  {
    name: 'two punched breaks add up',
    in: '09:00',
    until: '17:00',
    breaks: [
      ['10:00', '10:15'],
      ['13:00', '13:30'],
    ],
    worked: 435,
    punched: 45,
  },
  {
    name: 'a short punched break replaces the automatic one',
    in: '09:00',
    until: '17:00',
    breaks: [['12:00', '12:05']],
    worked: 475,
    punched: 5,
  },
  { name: 'the automatic break past the threshold', in: '09:00', until: '16:00', worked: 390, punched: null },
  { name: 'no break at the threshold exactly', in: '09:00', until: '15:00', worked: 360, punched: null },
  { name: 'no break under the threshold', in: '09:00', until: '13:00', worked: 240, punched: null },
  {
    name: "the settings' automatic break",
    in: '09:00',
    until: '18:00',
    rule: { autoBreakMinutes: 60, autoBreakAfterHours: 8 },
    worked: 480,
    punched: null,
  },
  {
    name: "a night shift across midnight: the shift's break",
    in: '22:00',
    until: '06:00+1',
    shift: { start: '22:00', end: '06:00', breakMinutes: 45 },
    worked: 435,
    punched: null,
  },
  {
    name: 'a shift without a break loses none',
    in: '09:00',
    until: '17:00',
    shift: { start: '09:00', end: '17:00', breakMinutes: 0 },
    worked: 480,
    punched: null,
  },
  {
    name: 'a break across midnight',
    in: '22:00',
    until: '06:00+1',
    shift: { start: '22:00', end: '06:00', breakMinutes: 45 },
    breaks: [['23:40', '00:20+1']],
    worked: 440,
    punched: 40,
  },
  {
    name: 'an open record on a running break, read at 12:20',
    in: '09:00',
    until: '12:20',
    breaks: [['12:00', null]],
    worked: 180,
    punched: 20,
  },
  {
    name: 'a break before the clock-in counts from it',
    in: '09:00',
    until: '17:00',
    breaks: [['08:50', '09:10']],
    worked: 470,
    punched: 10,
  },
];

async function recordOf(c: GoldenCase): Promise<number> {
  const user = await t.createUser('employee');
  if (c.shift) await giveShift(t.db, { employeeId: user.id, date: day, ...c.shift });
  const { record_id } = await t.db
    .insertInto('attendance_records')
    .values({ employee_id: user.id, attendance_date: day, check_in_time: at(c.in) })
    .returning('record_id')
    .executeTakeFirstOrThrow();
  for (const [start, end] of c.breaks ?? []) {
    await t.db
      .insertInto('attendance_breaks')
      .values({ record_id, employee_id: user.id, started_at: at(start), ended_at: end && at(end) })
      .execute();
  }
  return record_id;
}

describe('worked_time()', () => {
  it.each(CASES)('$name: $worked min worked, $punched min punched', async (c) => {
    const recordId = await recordOf(c);
    const until = sql<Date>`${at(c.until)}::timestamptz`;
    const row = await t.db
      .selectFrom('attendance_records as a')
      .select([workedMinutes('a', until, c.rule ?? DEFAULT_RULE).as('worked'), breakMinutes('a', until).as('punched')])
      .where('a.record_id', '=', recordId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ worked: c.worked, punched: c.punched });
  });

  it('is null while there is no end to count to', async () => {
    const recordId = await recordOf(CASES[0]!);
    const row = await t.db
      .selectFrom('attendance_records as a')
      .select(workedMinutes('a', sql<null>`null`, DEFAULT_RULE).as('worked'))
      .where('a.record_id', '=', recordId)
      .executeTakeFirstOrThrow();
    expect(row.worked).toBeNull();
  });

  it('is inlined into the reading query, not called once a row', async () => {
    const query = t.db
      .selectFrom('attendance_records as a')
      .select(workedMinutes('a', sql<Date>`a.check_out_time`, DEFAULT_RULE).as('worked'))
      .compile();
    // The rule's two numbers written in: EXPLAIN takes no parameters.
    const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => String(query.parameters[Number(n) - 1]));
    const { rows } = await sql.raw<{ 'QUERY PLAN': string }>(`explain verbose ${text}`).execute(t.db);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('attendance_breaks');
    expect(plan).not.toContain('worked_time(');
  });
});
