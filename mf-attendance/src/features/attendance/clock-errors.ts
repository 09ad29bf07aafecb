import { errorMessage } from 'shared-auth';
import { ATTENDANCE_MESSAGES as M } from '../../shared/messages';

const UNREACHABLE = new Set(['FETCH_ERROR', 'TIMEOUT_ERROR']);
const unreachable = (error: unknown) =>
  !!error && typeof error === 'object' && 'status' in error && UNREACHABLE.has(String(error.status));

/** Spec section 8: 'Error: {error}' (or 'Error: Unknown error'), or the text for an api out of reach. */
export function clockErrorText(error: unknown): string {
  if (unreachable(error)) return M.clockFailed;
  return M.clockError(errorMessage(error, M.unknownError));
}

/** Spec section 8: 'Error fetching status: {error}', or the general text without a server error. */
export function statusErrorText(error: unknown): string {
  const reason = errorMessage(error, '');
  return reason ? M.statusError(reason) : M.statusFailed;
}
