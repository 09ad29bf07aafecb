/**
 * The embedded database off the event loop: /api/health asked every 10 ms, idle and while an admin builds a year's
 * report on PGlite (the dashboard's figures, then the Excel file), each report for `STORM.reportStaff` people with a
 * record on every working day of a year. Goal: every health answer within 50 ms.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'api/node_modules/fastify';
import { sql } from 'api/node_modules/kysely';
import { findById } from 'api/src/modules/auth/auth-repository';
import { signAccessToken } from 'api/src/modules/auth/tokens';
import { staff } from '../attendance/bench-staff';
import { percentile } from '../reports/measure';
import { startServer } from './bench-server';
import { STORM } from './storm-config';

const HEALTH_EVERY_MS = 10;
const IDLE_MS = 2000;
const GOAL_MS = 50;
const YEAR = { first: '2025-01-01', last: '2025-12-31' };

/** Asks /api/health every HEALTH_EVERY_MS until `until` settles (or IDLE_MS passed); returns each answer's time. */
async function healthTimes(base: string, until?: Promise<unknown>): Promise<number[]> {
  let done = false;
  if (until) void until.finally(() => (done = true));
  else setTimeout(() => (done = true), IDLE_MS);
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`/api/health answered ${res.status}`);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
  }
  return times;
}

function describeTimes(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p);
  const max = sorted.at(-1)!;
  return (
    `${sorted.length} answers, p50 ${at(50).toFixed(1)} ms, p99 ${at(99).toFixed(1)} ms, max ${max.toFixed(1)} ms ` +
    `(goal: every answer < ${GOAL_MS} ms: ${max < GOAL_MS ? 'met' : 'NOT met'})`
  );
}

/** A working year of records for each of `ids`, written in one statement (the presence triggers follow). */
async function seedYear(app: FastifyInstance, ids: number[]): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    with inserted as (
      insert into attendance_records
        (employee_id, attendance_date, check_in_time, check_out_time, clock_in_type, discrepancy, in_address)
      select e, d::date, d + interval '9 hours' + (e % 20) * interval '1 minute', d + interval '17 hours',
             'in office', 'on time', 'Acme London HQ'
      from unnest(${ids}::int[]) as e,
           generate_series(${YEAR.first}::date, ${YEAR.last}::date, interval '1 day') as d
      where extract(isodow from d) < 6
      returning 1)
    select count(*) from inserted`.execute(app.db);
  return Number(rows[0]!.count);
}

async function adminHeader(app: FastifyInstance, id: number): Promise<string> {
  await app.db.updateTable('employees').set({ role: 'admin' }).where('employee_id', '=', id).execute();
  return `Bearer ${signAccessToken(app, (await findById(app.db, id))!)}`;
}

export async function benchHealthDuringReport(): Promise<void> {
  const server = await startServer({});
  try {
    const { ids } = await staff(server.app, STORM.reportStaff, 'report');
    const records = await seedYear(server.app, ids);
    const authorization = await adminHeader(server.app, ids[0]!);
    const query = `start_date=${YEAR.first}&end_date=${YEAR.last}`;
    console.log(`\n/api/health during a year's report, PGlite, ${ids.length} people, ${records} records`);
    console.log(`  idle:              ${describeTimes(await healthTimes(server.base))}`);
    for (const route of ['reports_dashboard', 'download_report']) {
      const started = performance.now();
      const report = fetch(`${server.base}/api/${route}?${query}`, { headers: { authorization } }).then(async (res) => {
        const bytes = (await res.arrayBuffer()).byteLength;
        if (!res.ok) throw new Error(`${route} answered ${res.status}`);
        return { bytes, ms: performance.now() - started };
      });
      const loopDelay = monitorEventLoopDelay({ resolution: 10 });
      loopDelay.enable();
      const times = await healthTimes(server.base, report);
      const built = await report;
      loopDelay.disable();
      console.log(`  ${route.padEnd(18)} ${describeTimes(times)}`);
      console.log(
        `  ${''.padEnd(18)} (the report: ${built.ms.toFixed(0)} ms, ${Math.round(built.bytes / 1024)} KB; ` +
          `event loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(loopDelay.max / 1e6).toFixed(0)} ms)`,
      );
    }
  } finally {
    await server.close();
  }
}
