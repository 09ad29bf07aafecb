/** The one error type the api throws on purpose; 4xx messages reach the client as `{error}`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Sent as `Retry-After` (seconds) with a 429 or 503. */
    readonly retryAfterSeconds?: number,
    /** Sent next to `error`, e.g. a machine-readable `reason`; the route's schema must declare them. */
    readonly fields?: Readonly<Record<string, string | boolean>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A 429 that tells the client when to come back. */
export function tooManyRequests(message: string, retryAfterSeconds: number): AppError {
  return new AppError(429, message, Math.max(1, retryAfterSeconds));
}
