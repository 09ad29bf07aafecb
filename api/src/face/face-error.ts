/** A request the face engine refuses: the message is meant for the end user. */
export class FaceError extends Error {
  readonly status: number;

  constructor(message: string, status = 400) {
    super(message);
    this.name = 'FaceError';
    this.status = status;
  }

  /** Fastify's default error handler reads statusCode. */
  get statusCode(): number {
    return this.status;
  }
}
