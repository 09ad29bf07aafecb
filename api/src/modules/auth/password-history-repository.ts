import type { Executor, Tx } from '../../db/types';
import { PASSWORD_HISTORY_SIZE } from './messages';

/** The hashes of the employee's last PASSWORD_HISTORY_SIZE replaced passwords, newest first. */
export async function previousPasswordHashes(db: Executor, employeeId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('employee_id', '=', employeeId)
    .orderBy('id', 'desc')
    .limit(PASSWORD_HISTORY_SIZE)
    .execute();
  return rows.map((row) => row.password_hash);
}

/** Keeps the hash of the password being replaced, and forgets those beyond PASSWORD_HISTORY_SIZE. */
export async function rememberReplacedPassword(tx: Tx, employeeId: number, passwordHash: string): Promise<void> {
  await tx.insertInto('password_history').values({ employee_id: employeeId, password_hash: passwordHash }).execute();
  const kept = tx
    .selectFrom('password_history')
    .select('id')
    .where('employee_id', '=', employeeId)
    .orderBy('id', 'desc')
    .limit(PASSWORD_HISTORY_SIZE);
  await tx.deleteFrom('password_history').where('employee_id', '=', employeeId).where('id', 'not in', kept).execute();
}
