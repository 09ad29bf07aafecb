import { sql } from 'kysely';
import { giveShift } from '../../test/shift-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

// shift_presence (migration 037) keeps the published shifts as bits per day and block of ids; the dashboard and the
// reports count shift days from it, so it must follow every write to shift_assignments.
let t: TestContext;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  ids = [];
  for (let i = 0; i < 3; i += 1) ids.push((await t.createUser('employee')).id);
}, 180_000);
afterAll(() => t.close());

/** Who the bits say works a published shift on which day, against the shifts themselves. */
async function bitsAndShifts() {
  const { rows: bits } = await sql<{ day: string; employee_id: number }>`
    select to_char(p.shift_date, 'YYYY-MM-DD') as day, p.id_block * 1024 + i as employee_id
    from shift_presence p cross join generate_series(0, 1023) i
    where get_bit(p.published, i) = 1
    order by 1, 2`.execute(t.db);
  const { rows: shifts } = await sql<{ day: string; employee_id: number }>`
    select to_char(shift_date, 'YYYY-MM-DD') as day, employee_id from shift_assignments
    where status = 'published' order by 1, 2`.execute(t.db);
  return { bits, shifts };
}

const assignments = () => t.db.updateTable('shift_assignments');

describe('shift_presence', () => {
  it('follows drafts, publishing, moves, swaps and deletes of shifts', async () => {
    const [a, b, c] = ids as [number, number, number];
    await giveShift(t.db, { employeeId: a, date: '2026-05-04', start: '06:00', end: '14:00', status: 'draft' });
    await giveShift(t.db, { employeeId: b, date: '2026-05-04', start: '14:00', end: '22:00', status: 'draft' });
    await giveShift(t.db, { employeeId: c, date: '2026-05-05', start: '22:00', end: '06:00' });
    const steps = [
      // Publishing the week.
      () => assignments().set({ status: 'published', published_at: new Date() }).where('status', '=', 'draft'),
      // A shift moved to another day.
      () => assignments().set({ shift_date: '2026-05-06' }).where('employee_id', '=', a),
      // A swap: the shift changes hands.
      () => assignments().set({ employee_id: a }).where('employee_id', '=', c),
      // Back to a draft.
      () => assignments().set({ status: 'draft', published_at: null }).where('employee_id', '=', b),
      () => t.db.deleteFrom('shift_assignments').where('employee_id', '=', a).where('shift_date', '=', '2026-05-06'),
    ];
    let published = 0;
    for (const step of steps) {
      await step().execute();
      const { bits, shifts } = await bitsAndShifts();
      expect(bits).toEqual(shifts);
      published = Math.max(published, shifts.length);
    }
    expect(published).toBe(3);
    expect((await bitsAndShifts()).shifts).toEqual([{ day: '2026-05-05', employee_id: a }]);
  });
});
