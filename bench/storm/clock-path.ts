/**
 * (a) The clock path alone: STORM.employees people whose successful verifications the bench writes straight
 * into face_verifications clock in as fast as the server takes them, while their open screens poll
 * current_status, and as many other people clock in through the bare same-work handler on the same database, the
 * two sides alternating in rounds.
 */
import type { FastifyInstance } from 'api/node_modules/fastify';
import { verifyAuditChain } from 'api/src/modules/audit/audit';
import { grantVerifications, OFFICE, staff } from '../attendance/bench-staff';
import { startBareClock } from './bare-clock';
import { startServer } from './bench-server';
import { closedLoopTimed, combined, describeSummary, paced, type Call, type Summary, type Timed } from './http-load';
import { STORM } from './storm-config';

const WARM_UP = 50;
const ROUNDS = 4;
// No face is checked on this path; an engine that would say so if one were.
const NO_FACES = { describe: () => Promise.reject(new Error('the clock path bench checks no face')) };

const clockIns = (url: string, headers: string[]): Call[] =>
  headers.map((authorization) => ({
    method: 'POST',
    url,
    authorization,
    body: { latitude: OFFICE.latitude, longitude: OFFICE.longitude },
  }));

export interface ClockPathResult {
  product: Summary;
  status: Summary;
  bare: Summary;
  ratio: number;
}

/** The people of one side: WARM_UP who warm it up, then STORM.employees split into the rounds. */
function side(all: { ids: number[]; headers: string[] }, from: number) {
  const ids = all.ids.slice(from, from + WARM_UP + STORM.employees);
  const headers = all.headers.slice(from, from + WARM_UP + STORM.employees);
  const perRound = Math.ceil(STORM.employees / ROUNDS);
  const round = (r: number) => {
    const start = WARM_UP + r * perRound;
    return { ids: ids.slice(start, start + perRound), headers: headers.slice(start, start + perRound) };
  };
  return { warm: { ids: ids.slice(0, WARM_UP), headers: headers.slice(0, WARM_UP) }, round, headers };
}

/** Grants each person a verification, then clocks them in with `connections` in flight. */
async function clockInStorm(
  app: FastifyInstance,
  url: string,
  people: { ids: number[]; headers: string[] },
  connections: number,
): Promise<Timed> {
  await grantVerifications(app.db, people.ids);
  return closedLoopTimed(clockIns(url, people.headers), connections);
}

export async function benchClockPath(label: string, env: Record<string, string>): Promise<ClockPathResult> {
  const server = await startServer(env, { faceEngine: NO_FACES });
  const { app, base } = server;
  const bareServer = await startBareClock(app);
  try {
    // Different people on each side: each clocks in once, and the bare handler's records would collide.
    const everyone = await staff(app, 2 * (WARM_UP + STORM.employees));
    const ours = side(everyone, 0);
    const anchor = side(everyone, WARM_UP + STORM.employees);
    const productUrl = `${base}/api/clock_in`;
    const bareUrl = `${bareServer.base}/bare/clock_in`;
    await clockInStorm(app, productUrl, ours.warm, 10);
    await clockInStorm(app, bareUrl, anchor.warm, 10);

    // The open screens of the product's people poll throughout, under both sides' rounds alike.
    const polling = paced(STORM.employees / STORM.statusPollSeconds, (i) => ({
      method: 'GET',
      url: `${base}/api/current_status`,
      authorization: ours.headers[i % ours.headers.length]!,
    }));
    // Alternating rounds: on a shared machine the load drifts, and both sides should meet the same drift.
    const productRounds: Timed[] = [];
    const bareRounds: Timed[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      productRounds.push(await clockInStorm(app, productUrl, ours.round(r), STORM.connections));
      bareRounds.push(await clockInStorm(app, bareUrl, anchor.round(r), STORM.connections));
    }
    const status = await polling.stop();
    const [product, bare] = [combined(productRounds), combined(bareRounds)];
    const flushStarted = performance.now();
    await app.audit.flush();
    const drainMs = performance.now() - flushStarted;
    const chain = await verifyAuditChain(app.db, app.config.dataKey);

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
    await bareServer.close();
    await server.close();
  }
}
