/**
 * reports_dashboard, dashboard_stats and download_report on a large company in PostgreSQL, each beside
 * the bare SQL it improves on. Seeds the company first when the bench database is missing (or with --seed).
 * Run: pnpm --filter bench reports [-- --seed]
 */
import { sql } from 'api/node_modules/kysely';
import { postgresDialect } from 'api/src/db/postgres';
import { addDays, localDate, weekday } from 'api/src/lib/time-zone';
import { dashboardStats } from 'api/src/modules/dashboard/dashboard-service';
import { visibilityOf } from 'api/src/plugins/visibility';
import { Kysely } from 'api/node_modules/kysely';
import { startServer } from '../storm/bench-server';
import { bareDailyCounts, bareDepartmentRows, bareTodayCounts } from './bare-sql';
import { BENCH } from './bench-config';
import { latency, mb, ms, timed, withPeakRss } from './measure';
import { seedBenchCompany } from './seed-bench-company';

async function benchDatabaseExists(): Promise<boolean> {
  const admin = new Kysely<unknown>({ dialect: postgresDialect(`${BENCH.serverUrl}/postgres`, 1) });
  const { rows } = await sql`select 1 from pg_database where datname = ${BENCH.database}`.execute(admin);
  await admin.destroy();
  return rows.length > 0;
}

const today = localDate(new Date(), 'Europe/London');
let lastWorkday = today;
while (['Sat', 'Sun'].includes(weekday(lastWorkday))) lastWorkday = addDays(lastWorkday, -1);
const RANGES = { month: 30, quarter: 91, year: 365 } as const;
const rangeOf = (days: number) => ({ first: addDays(today, 1 - days), last: today });

async function main(): Promise<void> {
  if (process.argv.includes('--seed') || !(await benchDatabaseExists())) await seedBenchCompany();
  const server = await startServer({ DATABASE_URL: BENCH.databaseUrl });
  const { app, base } = server;
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: BENCH.admin, password: BENCH.password },
    });
    const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from attendance_records`.execute(app.db);
    console.log(`\n${BENCH.employees} employees, ${rows[0]!.n} attendance records (PostgreSQL, ${BENCH.database})\n`);

    const report = (query: string) => async () => {
      const res = await app.inject({ method: 'GET', url: `/api/reports_dashboard?${query}`, headers });
      if (res.statusCode !== 200) throw new Error(res.body);
    };
    for (const [name, days] of Object.entries(RANGES)) {
      const { first, last } = rangeOf(days);
      const api = await latency(report(`start_date=${first}&end_date=${last}`));
      const bare = await latency(() => bareDailyCounts(app.db, first, last), 10);
      console.log(
        `reports_dashboard, ${name}, everyone: p50 ${ms(api.p50)}, p95 ${ms(api.p95)}   (bare GROUP BY day: p50 ${ms(bare.p50)})`,
      );
    }
    const year = rangeOf(RANGES.year);
    const department = await latency(report(`start_date=${year.first}&end_date=${year.last}&department_id=1`));
    console.log(
      `reports_dashboard, year, one department (1,000 staff): p50 ${ms(department.p50)}, p95 ${ms(department.p95)}`,
    );

    const admin = {
      id: 1,
      role: 'admin' as const,
      email: BENCH.admin,
      fullName: 'Bench Admin',
      visibility: visibilityOf({ id: 1, role: 'admin' }),
    };
    const noon = new Date(`${lastWorkday}T12:00:00Z`);
    const stats = await latency(async () => JSON.stringify(await dashboardStats(app, admin, noon)));
    const bareStats = await latency(() => bareTodayCounts(app.db, lastWorkday), 10);
    console.log(
      `dashboard_stats, admin, ${lastWorkday} (every row): p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}   (bare GROUP BY arrival: p50 ${ms(bareStats.p50)})`,
    );

    console.log('\nExcel export, one department (1,000 staff), streamed over HTTP:');
    for (const [name, days] of Object.entries(RANGES)) {
      const { first, last } = rangeOf(days);
      let bytes = 0;
      const run = await withPeakRss(async () => {
        const res = await fetch(`${base}/api/download_report?start_date=${first}&end_date=${last}&department_id=1`, {
          headers,
        });
        for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
      });
      let records = 0;
      const bare = await timed(async () => (records = await bareDepartmentRows(app.db, 1, first, last)));
      console.log(
        `  ${name}: ${records} rows, ${mb(bytes)} file in ${ms(run.elapsed)} (api process CPU ${ms(run.cpu)}),` +
          ` rss ${mb(run.before)} -> peak ${mb(run.peak)}` +
          `   (bare SELECT of those rows into memory: ${ms(bare)})`,
      );
    }
  } finally {
    await server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
