import { errorMessage } from 'shared-auth';
import type { AttendanceT } from '../../shared/attendance-texts';

const UNREACHABLE = new Set(['FETCH_ERROR', 'TIMEOUT_ERROR']);
const unreachable = (error: unknown) =>
  !!error && typeof error === 'object' && 'status' in error && UNREACHABLE.has(String(error.status));

/** Spec section 8: 'Error: {error}' (or 'Error: Unknown error'), or the text for an api out of reach. */
export function clockErrorText(t: AttendanceT, error: unknown): string {
  if (unreachable(error)) return t('messages.clockFailed');
  return t('messages.clockError', { error: errorMessage(error, t('messages.unknownError')) });
}

/** Spec section 8: 'Error fetching status: {error}', or the general text without a server error. */
export function statusErrorText(t: AttendanceT, error: unknown): string {
  const reason = errorMessage(error, '');
  return reason ? t('messages.statusError', { error: reason }) : t('messages.statusFailed');
}
