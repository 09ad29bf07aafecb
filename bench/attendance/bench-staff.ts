/** Employees and verifications the clock benches write straight into the database (never a product path). */
import type { FastifyInstance } from 'api/node_modules/fastify';
import type { Db } from 'api/src/db/types';
import { findById } from 'api/src/modules/auth/auth-repository';
import { hashPassword } from 'api/src/modules/auth/passwords';
import { signAccessToken } from 'api/src/modules/auth/tokens';

export const OFFICE = { name: 'Acme London HQ', latitude: 51.5155, longitude: -0.0885 };

/** `count` employees working at the office, and a bearer header for each. */
export async function staff(
  app: FastifyInstance,
  count: number,
  emailPrefix = 'clock',
): Promise<{ ids: number[]; headers: string[] }> {
  const passwordHash = await hashPassword('Bench#2026');
  const ids: number[] = [];
  // Chunks keep each insert's parameter count far below PostgreSQL's 65,535.
  for (let start = 0; start < count; start += 1000) {
    const rows = await app.db
      .insertInto('employees')
      .values(
        Array.from({ length: Math.min(1000, count - start) }, (_, i) => ({
          first_name: 'Bench',
          last_name: `Person ${start + i + 1}`,
          email: `${emailPrefix}${start + i + 1}@bench.example`,
          password_hash: passwordHash,
          must_change_password: false,
          allowed_locations: JSON.stringify([OFFICE]),
        })),
      )
      .returning('employee_id')
      .execute();
    ids.push(...rows.map((row) => row.employee_id));
  }
  const headers: string[] = [];
  for (const id of ids) headers.push(`Bearer ${signAccessToken(app, (await findById(app.db, id))!)}`);
  return { ids, headers };
}

/** One fresh successful verification per employee, as verify_face would have written it. */
export async function grantVerifications(db: Db, ids: number[]): Promise<void> {
  const now = new Date();
  for (let start = 0; start < ids.length; start += 1000) {
    await db
      .insertInto('face_verifications')
      .values(
        ids.slice(start, start + 1000).map((id) => ({
          employee_id: id,
          verified: true,
          similarity: 0.8,
          spoof_score: 0.2,
          liveness_score: 0.9,
          message: 'bench',
          created_at: now,
        })),
      )
      .execute();
  }
}
