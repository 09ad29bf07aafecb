import type { Executor } from '../../db/types';
import { previousPasswordHashes } from './password-history-repository';
import { verifyPassword } from './passwords';
import { authError } from './messages';

/** Refuses the current password (a temporary one included) and any of the last PASSWORD_HISTORY_SIZE. */
export async function assertPasswordNotReused(
  db: Executor,
  employee: { employee_id: number; password_hash: string },
  newPassword: string,
): Promise<void> {
  const hashes = [employee.password_hash, ...(await previousPasswordHashes(db, employee.employee_id))];
  const matches = await Promise.all(hashes.map((hash) => verifyPassword(hash, newPassword)));
  if (matches.some(Boolean)) throw authError(400, 'auth.password_used_before');
}
