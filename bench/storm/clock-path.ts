/**
 * (a) The clock path alone: STORM.employees people whose successful verifications the bench writes straight
 * into face_verifications clock in as fast as the server takes them, while their open screens poll
 * current_status; then the bare same-work handler does the same clock-ins on the same database.
 */
import { sql } from 'api/node_modules/kysely';
import { verifyAuditChain } from 'api/src/modules/audit/audit';
import { grantVerifications, OFFICE, staff } from '../attendance/bench-staff';
import { startBareClock } from './bare-clock';
import { startServer } from './bench-server';
import { closedLoop, describeSummary, paced, type Call, type Summary } from './http-load';
import { STORM } from './storm-config';

const WARM_UP = 50;
// No face is checked on this path; an engine that would say so if one were.
const NO_FACES = { describe: () => Promise.reject(new Error('the clock path bench checks no face')) };

const clockIns = (base: string, path: string, headers: string[]): Call[] =>
  headers.map((authorization) => ({
    method: 'POST',
    url: `${base}${path}`,
    authorization,
    body: { latitude: OFFICE.latitude, longitude: OFFICE.longitude },
  }));

export interface ClockPathResult {
  product: Summary;
  status: Summary;
  bare: Summary;
  ratio: number;
}

export async function benchClockPath(label: string, env: Record<string, string>): Promise<ClockPathResult> {
  const server = await startServer(env, { faceEngine: NO_FACES });
  const { app, base } = server;
  try {
    const everyone = await staff(app, WARM_UP + STORM.employees);
    const warm = everyone.headers.slice(0, WARM_UP);
    const ids = everyone.ids.slice(WARM_UP);
    const headers = everyone.headers.slice(WARM_UP);
    await grantVerifications(app.db, everyone.ids.slice(0, WARM_UP));
    await closedLoop(clockIns(base, '/api/clock_in', warm), 10);

    await grantVerifications(app.db, ids);
    const polling = paced(STORM.employees / STORM.statusPollSeconds, (i) => ({
      method: 'GET',
      url: `${base}/api/current_status`,
      authorization: headers[i % headers.length]!,
    }));
    const product = await closedLoop(clockIns(base, '/api/clock_in', headers), STORM.connections);
    const status = await polling.stop();
    const flushStarted = performance.now();
    await app.audit.flush();
    const drainMs = performance.now() - flushStarted;
    const chain = await verifyAuditChain(app.db, app.config.dataKey);

    // The bare handler clocks the same people in again on the same database.
    await sql`delete from attendance_records where employee_id in (${sql.join(everyone.ids)})`.execute(app.db);
    const bareServer = await startBareClock(app);
    await closedLoop(clockIns(bareServer.base, '/bare/clock_in', warm), 10);
    const bare = await closedLoop(clockIns(bareServer.base, '/bare/clock_in', headers), STORM.connections);
    await bareServer.close();

    const ratio = product.perSecond / bare.perSecond;
    console.log(`\n(a) the clock path alone, ${label}, ${STORM.employees} employees, ${STORM.connections} in flight`);
    console.log(`  clock_in:        ${describeSummary(product)}`);
    console.log(
      `  current_status:  ${describeSummary(status)} (polled alongside, one screen every ${STORM.statusPollSeconds} s)`,
    );
    console.log(`  bare handler:    ${describeSummary(bare)}`);
    console.log(
      `  same-work ratio: ${ratio.toFixed(2)} (goal >= 0.5${label === 'PostgreSQL' ? '' : ', asked on PostgreSQL'})`,
    );
    console.log(
      `  audit chain:     ${JSON.stringify(chain)} (the writer's backlog drained in ${drainMs.toFixed(0)} ms after the storm)`,
    );
    return { product, status, bare, ratio };
  } finally {
    await server.close();
  }
}
