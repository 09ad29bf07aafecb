import { errorStatus } from './api-error';

/** RTK Query's statuses for a call that got no HTTP answer at all. */
const UNREACHABLE = new Set(['FETCH_ERROR', 'TIMEOUT_ERROR']);

/** The `{error}` text of a body, when it has one. */
function bodyErrorText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  return typeof body.error === 'string' && body.error ? body.error : undefined;
}

/** Whether a failed call got no HTTP answer at all (network down, timeout). */
export function isUnreachable(error: unknown): boolean {
  const status = errorStatus(error);
  return status === undefined || (typeof status === 'string' && UNREACHABLE.has(status));
}

/**
 * The server's `{error}` text of a failed call when it has one, else the screen's fallback (docs/product-spec.md section 8).
 * Screens that word "the server said no" and "we could not reach it" differently pass `unreachableFallback`.
 */
export function errorMessage(error: unknown, fallback: string, unreachableFallback = fallback): string {
  const text = typeof error === 'object' && error !== null && 'data' in error ? bodyErrorText(error.data) : undefined;
  if (text) return text;
  return isUnreachable(error) ? unreachableFallback : fallback;
}
