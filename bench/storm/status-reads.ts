/**
 * Status reads against their same-work anchor: STORM.employees people (half of them clocked in) poll
 * current_status as fast as the server answers, then the bare handler (bare-status.ts) answers the same calls
 * on the same database. The goal: current_status at >= 0.5x the anchor, on PGlite and on PostgreSQL.
 */
import { staff } from '../attendance/bench-staff';
import { attendanceDate } from 'api/src/modules/attendance/attendance-rules';
import { loadAttendanceSettings } from 'api/src/modules/attendance/attendance-settings';
import { startBareStatus } from './bare-status';
import { startServer } from './bench-server';
import { closedLoop, describeSummary, type Call, type Summary } from './http-load';
import { STORM } from './storm-config';

const NO_FACES = { describe: () => Promise.reject(new Error('the status bench checks no face')) };

const reads = (url: string, headers: string[], count: number): Call[] =>
  Array.from({ length: count }, (_, i) => ({ method: 'GET', url, authorization: headers[i % headers.length]! }));

export interface StatusReadsResult {
  product: Summary;
  bare: Summary;
  ratio: number;
}

export async function benchStatusReads(label: string, env: Record<string, string>): Promise<StatusReadsResult> {
  const server = await startServer(env, { faceEngine: NO_FACES });
  const { app, base } = server;
  try {
    const { ids, headers } = await staff(app, STORM.employees, 'status');
    const settings = await loadAttendanceSettings(app.db);
    const now = new Date();
    const arrived = ids.filter((_, i) => i % 2 === 0);
    await app.db
      .insertInto('attendance_records')
      .values(
        arrived.map((id) => ({ employee_id: id, attendance_date: attendanceDate(now, settings), check_in_time: now })),
      )
      .execute();
    const bareServer = await startBareStatus(app, settings.timeZone);
    try {
      const warmUp = Math.min(STORM.statusCalls, headers.length);
      await closedLoop(reads(`${base}/api/current_status`, headers, warmUp), STORM.connections);
      const product = await closedLoop(
        reads(`${base}/api/current_status`, headers, STORM.statusCalls),
        STORM.connections,
      );
      const bareUrl = `${bareServer.base}/bare/current_status`;
      await closedLoop(reads(bareUrl, headers, warmUp), STORM.connections);
      const bare = await closedLoop(reads(bareUrl, headers, STORM.statusCalls), STORM.connections);
      const ratio = product.perSecond / bare.perSecond;
      console.log(
        `\nstatus reads, ${label}, ${STORM.employees} employees, ${STORM.statusCalls} calls, ${STORM.connections} in flight`,
      );
      console.log(`  current_status:  ${describeSummary(product)}`);
      console.log(`  bare same-work:  ${describeSummary(bare)}`);
      console.log(`  same-work ratio: ${ratio.toFixed(2)} (goal >= 0.5)`);
      return { product, bare, ratio };
    } finally {
      await bareServer.close();
    }
  } finally {
    await server.close();
  }
}
