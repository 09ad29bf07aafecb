import { ATTENDANCE_MESSAGES as M } from './messages';
import type { AttendanceLog } from './types';

/** Spec section 7: the logs come as an array, an object with `logs`, or an object with `error`; anything else is an error too. */
export function readLogs(body: unknown): AttendanceLog[] | { error: string } {
  if (Array.isArray(body)) return body as AttendanceLog[];
  if (body && typeof body === 'object') {
    if ('logs' in body && Array.isArray(body.logs)) return body.logs as AttendanceLog[];
    if ('error' in body && typeof body.error === 'string' && body.error) return { error: body.error };
  }
  return { error: M.logsUnexpectedFormat };
}

/**
 * The logs call's response handler: a successful answer becomes the list or the `{error}` to show (then refused by
 * `validateStatus`), a failed one stays as the server sent it. A body that is not JSON is RTK Query's PARSING_ERROR.
 */
export async function readLogsBody(response: Response): Promise<unknown> {
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  return response.ok ? readLogs(body) : body;
}
