import type { FaceReason } from './messages';

/** A request the face engine refuses: the message is meant for the end user, the reason for the client. */
export class FaceError extends Error {
  readonly status: number;
  readonly reason?: FaceReason;

  constructor(message: string, status = 400, reason?: FaceReason) {
    super(message);
    this.name = 'FaceError';
    this.status = status;
    this.reason = reason;
  }

  /** Fastify's default error handler reads statusCode. */
  get statusCode(): number {
    return this.status;
  }
}
