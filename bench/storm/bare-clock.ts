/**
 * The same-work anchor of the clock path: a bare Fastify handler on the same database that verifies the same
 * HS256 bearer token and runs the clock-in's essential transaction (the attendance insert and the audit insert),
 * with none of the product's checks, settings, geofence or verification claim.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'api/node_modules/fastify';
import { encryptJson } from 'api/src/lib/crypto';
import { OFFICE } from '../attendance/bench-staff';

export async function startBareClock(app: FastifyInstance): Promise<{ base: string; close: () => Promise<void> }> {
  const bare = Fastify({ logger: false });
  bare.post('/bare/clock_in', async (request) => {
    const token = request.headers.authorization!.slice('Bearer '.length);
    const employeeId = Number(app.jwt.verify<{ sub: string }>(token).sub);
    const now = new Date();
    await app.db.transaction().execute(async (tx) => {
      const record = await tx
        .insertInto('attendance_records')
        .values({
          employee_id: employeeId,
          attendance_date: now.toISOString().slice(0, 10),
          check_in_time: now,
          in_latitude: OFFICE.latitude,
          in_longitude: OFFICE.longitude,
          clock_in_type: 'in office',
        })
        .returning('record_id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('audit_pending')
        .values({
          created_at: now.toISOString(),
          actor_id: employeeId,
          action: 'attendance.clock_in',
          payload_encrypted: encryptJson(app.config.dataKey, { record_id: record.record_id }),
        })
        .execute();
    });
    return { message: 'ok' };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`, close: () => bare.close() };
}
