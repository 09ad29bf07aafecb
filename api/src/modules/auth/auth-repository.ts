import { preparedStatement } from '../../db/prepared-statement';
import { sql } from 'kysely';
import type { Executor } from '../../db/types';

/** What the per-request check reads (no password hash: the row is cached, db/read-caches.ts). */
const SESSION_COLUMNS = [
  'employee_id',
  'first_name',
  'last_name',
  'email',
  'role',
  'status',
  'must_change_password',
  'token_version',
] as const;
const AUTH_COLUMNS = [...SESSION_COLUMNS, 'password_hash', 'sso_linked_at'] as const;

export async function findByEmail(db: Executor, email: string) {
  return db
    .selectFrom('employees')
    .select(AUTH_COLUMNS)
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findById(db: Executor, employeeId: number) {
  return db.selectFrom('employees').select(AUTH_COLUMNS).where('employee_id', '=', employeeId).executeTakeFirst();
}

export type AuthEmployee = NonNullable<Awaited<ReturnType<typeof findById>>>;

// Prepared: every signed-in request whose employee row has left the read cache reads it (session-employee.ts).
const sessionEmployeeRow = preparedStatement('session-employee', (qc, key: { employeeId: number }) =>
  qc.selectFrom('employees').select(SESSION_COLUMNS).where('employee_id', '=', key.employeeId),
);

export async function findSessionEmployee(db: Executor, employeeId: number) {
  return sessionEmployeeRow.first(db, { employeeId });
}

export type SessionEmployee = NonNullable<Awaited<ReturnType<typeof findSessionEmployee>>>;

export async function setPassword(db: Executor, employeeId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('employees')
    .set({ password_hash: passwordHash, must_change_password: false, updated_at: new Date() })
    .where('employee_id', '=', employeeId)
    .execute();
}
