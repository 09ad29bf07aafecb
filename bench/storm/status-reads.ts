/**
 * Status reads against their same-work anchor: STORM.employees people (half of them clocked in) poll
 * current_status as fast as the server answers, and the bare handler (bare-status.ts) answers the same calls on
 * the same database, in alternating rounds. The goal: current_status at >= 0.5x the anchor, on PGlite and on PostgreSQL.
 */
import { staff } from '../attendance/bench-staff';
import { attendanceDate } from 'api/src/modules/attendance/attendance-rules';
import { loadAttendanceSettings } from 'api/src/modules/settings/attendance-settings';
import { startBareStatus } from './bare-status';
import { startServer } from './bench-server';
import {
  closedLoop,
  closedLoopTimed,
  combined,
  describeSummary,
  type Call,
  type Summary,
  type Timed,
} from './http-load';
import { STORM } from './storm-config';

const ROUNDS = 4;
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
      const productUrl = `${base}/api/current_status`;
      const bareUrl = `${bareServer.base}/bare/current_status`;
      const warmUp = Math.min(STORM.statusCalls, headers.length);
      await closedLoop(reads(productUrl, headers, warmUp), STORM.connections);
      await closedLoop(reads(bareUrl, headers, warmUp), STORM.connections);
      // Alternating rounds: on a shared machine the load drifts, and both sides should meet the same drift.
      const product: Timed[] = [];
      const anchor: Timed[] = [];
      const perRound = Math.ceil(STORM.statusCalls / ROUNDS);
      for (let round = 0; round < ROUNDS; round += 1) {
        product.push(await closedLoopTimed(reads(productUrl, headers, perRound), STORM.connections));
        anchor.push(await closedLoopTimed(reads(bareUrl, headers, perRound), STORM.connections));
      }
      const [ours, bare] = [combined(product), combined(anchor)];
      const ratio = ours.perSecond / bare.perSecond;
      console.log(
        `\nstatus reads, ${label}, ${STORM.employees} employees, ${STORM.statusCalls} calls, ${STORM.connections} in flight`,
      );
      console.log(`  current_status:  ${describeSummary(ours)}`);
      console.log(`  bare same-work:  ${describeSummary(bare)}`);
      console.log(`  same-work ratio: ${ratio.toFixed(2)} (goal >= 0.5; issue 23: >= 0.6 on PostgreSQL)`);
      return { product: ours, bare, ratio };
    } finally {
      await bareServer.close();
    }
  } finally {
    await server.close();
  }
}
