import type { AttendanceLog } from './types';

/** A body of none of the shapes spec section 7 allows: the screen names it in the page's language. */
const UNEXPECTED_FORMAT = { unexpectedFormat: true } as const;

export const isUnexpectedFormat = (body: unknown): body is typeof UNEXPECTED_FORMAT =>
  typeof body === 'object' && body !== null && 'unexpectedFormat' in body;

/** Spec section 7: the logs come as an array, an object with `logs`, or an object with `error`; anything else is an error too. */
export function readLogs(body: unknown): AttendanceLog[] | { error: string } | typeof UNEXPECTED_FORMAT {
  if (Array.isArray(body)) return body as AttendanceLog[];
  if (body && typeof body === 'object') {
    if ('logs' in body && Array.isArray(body.logs)) return body.logs as AttendanceLog[];
    if ('error' in body && typeof body.error === 'string' && body.error) return { error: body.error };
  }
  return UNEXPECTED_FORMAT;
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
