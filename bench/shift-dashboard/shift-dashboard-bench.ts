/**
 * Issue 23's speed goal for the home dashboard: its stats with BENCH_EMPLOYEES (5,000) people on published shifts
 * no slower than today's without shifts. One company on PostgreSQL, half of it clocked in today; the dashboard is
 * timed, then every person gets a week of shifts (five of early, late or night, two days off) and it is timed again.
 * Run: pnpm --filter bench shift-dashboard   (BENCH_PG_URL as for the storm bench; BENCH_EMPLOYEES=500 for a quick check)
 */
import { sql } from 'api/node_modules/kysely';
import { findById } from 'api/src/modules/auth/auth-repository';
import { signAccessToken } from 'api/src/modules/auth/tokens';
import { loadAttendanceSettings } from 'api/src/modules/settings/attendance-settings';
import { addDays, localDate, weekday, zonedTime } from 'api/src/lib/time-zone';
import type { Db } from 'api/src/db/types';
import { staff } from '../attendance/bench-staff';
import { freshPgDatabase, startServer } from '../storm/bench-server';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 5000);
const CALLS = Number(process.env.BENCH_CALLS ?? 40);
const WEEK: readonly string[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** Start and end, minutes after local midnight: early, late and night (ending the next morning). */
const SHIFTS = [
  { start: 6 * 60, end: 14 * 60 },
  { start: 14 * 60, end: 22 * 60 },
  { start: 22 * 60, end: 6 * 60 },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function timeDashboard(base: string, authorization: string) {
  const times: number[] = [];
  for (let i = 0; i < CALLS + 3; i += 1) {
    const started = performance.now();
    const res = await fetch(`${base}/api/dashboard_stats`, { headers: { authorization } });
    if (res.status !== 200) throw new Error(`dashboard_stats answered ${res.status}: ${await res.text()}`);
    await res.json();
    // The first calls warm the caches and the connection pool.
    if (i >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** Five shifts a week per person from Monday of `today`'s week, two days off, each person's days rotated. */
async function publishWeekOfShifts(db: Db, ids: number[], today: string, timeZone: string) {
  const monday = addDays(today, -WEEK.indexOf(weekday(today)));
  const type = await db
    .insertInto('shift_types')
    .values({ name: 'Bench', start_time: '09:00', end_time: '17:00' })
    .returning('shift_type_id')
    .executeTakeFirstOrThrow();
  const rows = ids.flatMap((id, n) =>
    [0, 1, 2, 3, 4].map((k) => {
      const date = addDays(monday, (n + k) % 7);
      const shift = SHIFTS[n % SHIFTS.length]!;
      return {
        employee_id: id,
        shift_date: date,
        shift_type_id: type.shift_type_id,
        starts_at: zonedTime(date, shift.start, timeZone),
        ends_at: zonedTime(shift.end > shift.start ? date : addDays(date, 1), shift.end, timeZone),
        status: 'published' as const,
        published_at: new Date(),
      };
    }),
  );
  for (let start = 0; start < rows.length; start += 2000) {
    await db
      .insertInto('shift_assignments')
      .values(rows.slice(start, start + 2000))
      .execute();
  }
  await sql`analyze shift_assignments`.execute(db);
  return rows.length;
}

async function main(): Promise<void> {
  console.log(`shift dashboard bench, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}`);
  const server = await startServer({ DATABASE_URL: await freshPgDatabase('attendance_shift_dashboard_bench') });
  try {
    const { app, base } = server;
    const { ids } = await staff(app, EMPLOYEES, 'shiftdash');
    await app.db.updateTable('employees').set({ role: 'admin' }).where('employee_id', '=', ids[0]!).execute();
    const admin = `Bearer ${signAccessToken(app, (await findById(app.db, ids[0]!))!)}`;
    const settings = await loadAttendanceSettings(app.db);
    const now = new Date();
    const today = localDate(now, settings.timeZone);
    const arrived = ids.filter((_, i) => i % 2 === 0);
    for (let start = 0; start < arrived.length; start += 2000) {
      await app.db
        .insertInto('attendance_records')
        .values(
          arrived
            .slice(start, start + 2000)
            .map((id) => ({ employee_id: id, attendance_date: today, check_in_time: now, discrepancy: 'on time' })),
        )
        .execute();
    }

    const without = await timeDashboard(base, admin);
    const shifts = await publishWeekOfShifts(app.db, ids, today, settings.timeZone);
    const withShifts = await timeDashboard(base, admin);
    console.log(`\n${EMPLOYEES} people, ${arrived.length} clocked in today, ${CALLS} dashboard_stats calls each`);
    console.log(`  without shifts:            p50 ${without.p50.toFixed(1)} ms, p95 ${without.p95.toFixed(1)} ms`);
    console.log(
      `  with ${shifts} published shifts: p50 ${withShifts.p50.toFixed(1)} ms, p95 ${withShifts.p95.toFixed(1)} ms`,
    );
    console.log(`  ratio with/without (p50): ${(withShifts.p50 / without.p50).toFixed(2)} (goal <= 1, noise aside)`);
  } finally {
    await server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
