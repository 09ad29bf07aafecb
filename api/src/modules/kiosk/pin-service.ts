import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../audit';
import { hashPassword } from '../auth';
import { savePin } from './pin-repository';

/** Sets an employee's kiosk PIN; only its argon2id hash is kept. */
export async function changePin(app: FastifyInstance, actorId: number, employeeId: number, pin: string) {
  const hash = await hashPassword(pin);
  await app.db.transaction().execute(async (tx) => {
    await savePin(tx, employeeId, hash, new Date());
    await app.audit.record(tx, { actorId, action: AUDIT_ACTIONS.pinChanged, details: { employee_id: employeeId } });
  });
}
