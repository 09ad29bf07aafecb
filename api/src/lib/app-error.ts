/** The one error type the api throws on purpose; 4xx messages reach the client as `{error}`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
