/** How long a request refused while PostgreSQL does not answer tells the client to wait. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// pg's own texts for its client-side deadlines (db/postgres.ts), and for a server gone away.
const UNREACHABLE_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
];
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  // query_canceled (statement_timeout), admin_shutdown, crash_shutdown, cannot_connect_now
  '57014',
  '57P01',
  '57P02',
  '57P03',
]);

/** The database did not answer in time or went away: a 503 with Retry-After, not a 500 or a hang. */
export function isDatabaseUnavailable(err: unknown): boolean {
  // Not `instanceof Error`: a socket's error may come from another realm (as under jest).
  if (typeof err !== 'object' || err === null) return false;
  const { message, code } = err as { message?: unknown; code?: unknown };
  return (
    (typeof message === 'string' && UNREACHABLE_MESSAGES.includes(message)) ||
    (typeof code === 'string' && UNREACHABLE_CODES.has(code))
  );
}
