/** RTK Query's statuses for a call that got no HTTP answer at all. */
const UNREACHABLE = new Set(['FETCH_ERROR', 'TIMEOUT_ERROR']);

/**
 * The server's `{error}` text of a failed call when it has one, else the screen's fallback (docs/product-spec.md section 8).
 * Screens that word "the server said no" and "we could not reach it" differently pass `unreachableFallback`.
 */
export function errorMessage(error: unknown, fallback: string, unreachableFallback = fallback): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' && data.error) {
      return data.error;
    }
  }
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  return typeof status === 'number' || (typeof status === 'string' && !UNREACHABLE.has(status))
    ? fallback
    : unreachableFallback;
}
