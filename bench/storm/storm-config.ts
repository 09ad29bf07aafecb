/** Sizes of the storm bench; smaller values make a quick check (`BENCH_EMPLOYEES=200`). */
const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);

export const STORM = {
  /**
   * Parts of the bench to run, in this order: status reads, (a) the clock path, (b) and (c) the morning, and health
   * answers during a year's report on PGlite.
   */
  parts: (process.env.BENCH_PARTS ?? 'status,clock,morning,health').split(','),
  /** Status reads: current_status calls, and as many to the bare anchor. */
  statusCalls: num('BENCH_STATUS_CALLS', 20000),
  /** (a) employees clocking in at once; status reads: employees polling. */
  employees: num('BENCH_EMPLOYEES', 2000),
  /** (a) requests in flight, as many as the server takes. */
  connections: num('BENCH_CONNECTIONS', 50),
  /** (a) each open attendance screen polls current_status this often. */
  statusPollSeconds: 30,
  /** (b) arrivals per second, tried in order; each level runs this long. */
  morningRates: (process.env.BENCH_MORNING_RATES ?? '2,4,5,6,7,8,11').split(',').map(Number),
  morningSeconds: num('BENCH_MORNING_SECONDS', 10),
  /** (b) the p95 from verify request to clocked-in answer a person at the door accepts. */
  morningP95Ms: 2000,
  /** (c) verifications sent at once. */
  concurrentVerifications: 20,
  /** Health during a report: people with a record on every working day of the year reported. */
  reportStaff: num('BENCH_REPORT_STAFF', 1000),
  pgServer: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432',
} as const;
