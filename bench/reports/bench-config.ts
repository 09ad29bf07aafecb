/** Where the reports bench keeps its company; BENCH_PG_URL points at another server. */
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const database = 'attendance_bench';

export const BENCH = {
  serverUrl,
  database,
  databaseUrl: `${serverUrl}/${database}`,
  // Eleven departments of 1,000 staff: about 2.6 million attendance rows in a year.
  employees: 11_000,
  admin: 'user1@bench.example',
  password: 'Bench#2026',
};
