import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ATTENDANCE_MESSAGES as M } from './messages';
import type { AttendanceLog } from './types';

type Outcome = { data: AttendanceLog[] } | { error: FetchBaseQueryError };

const failure = (text: string): Outcome => ({ error: { status: 'CUSTOM_ERROR', error: text, data: { error: text } } });

/** Spec section 7: the logs come as an array, an object with `logs`, or an object with `error`. */
export function readLogs(body: unknown): Outcome {
  if (Array.isArray(body)) return { data: body as AttendanceLog[] };
  if (body && typeof body === 'object') {
    if ('logs' in body && Array.isArray(body.logs)) return { data: body.logs as AttendanceLog[] };
    if ('error' in body && typeof body.error === 'string' && body.error) return failure(body.error);
  }
  return failure(M.logsUnexpectedFormat);
}
