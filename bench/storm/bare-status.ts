/**
 * The same-work anchor of status reads: a bare Fastify handler on the same database (PGlite in its worker, or
 * the PostgreSQL pool) that verifies the same HS256 bearer token and runs the same one indexed query as
 * current_status (findDayRecord), with none of the product's hooks, auth check, settings or schemas.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'api/node_modules/fastify';
import { findDayRecord } from 'api/src/modules/attendance/attendance-repository';
import { attendanceDate } from 'api/src/modules/attendance/attendance-rules';

export async function startBareStatus(
  app: FastifyInstance,
  timeZone: string,
): Promise<{ base: string; close: () => Promise<void> }> {
  const bare = Fastify({ logger: false });
  bare.get('/bare/current_status', async (request) => {
    const token = request.headers.authorization!.slice('Bearer '.length);
    const employeeId = Number(app.jwt.verify<{ sub: string }>(token).sub);
    const record = await findDayRecord(app.db, employeeId, attendanceDate(new Date(), { timeZone }));
    return { clocked_in: Boolean(record && !record.check_out_time) };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`, close: () => bare.close() };
}
