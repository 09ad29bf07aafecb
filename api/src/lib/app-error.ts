/** The values an error's text is built from, kept so the text can be written again in another language. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** An error's English text: fixed, or built from its parameters. */
export type ErrorText = string | ((params: never) => string);

/** A module's errors: stable dotted code -> English text (api/src/error-codes.ts gathers them all). */
export type ErrorTexts = Readonly<Record<string, ErrorText>>;

export interface AppErrorOptions {
  /** Sent as `Retry-After` (seconds, at least 1) with a 429 or 503. */
  retryAfterSeconds?: number;
  /** Sent next to `error` and `code`, e.g. a machine-readable `reason`; the route's schema must declare them. */
  fields?: Readonly<Record<string, string | boolean>>;
  /** What an interpolated text was built from. */
  params?: ErrorParams;
}

/** The one error type the api throws on purpose; 4xx reach the client as `{error, code}`. */
export class AppError extends Error {
  readonly retryAfterSeconds?: number;
  readonly fields?: Readonly<Record<string, string | boolean>>;
  readonly params?: ErrorParams;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = Math.max(1, options.retryAfterSeconds);
    this.fields = options.fields;
    this.params = options.params;
  }
}

type ParamsOf<T> = T extends (params: infer P) => string ? P : never;
type ErrorArgs<T> = T extends string ? [options?: AppErrorOptions] : [params: ParamsOf<T>, options?: AppErrorOptions];

/** The English text of one of a module's codes. */
export function errorText<T extends ErrorTexts, C extends keyof T & string>(
  texts: T,
  code: C,
  ...[params]: T[C] extends string ? [] : [params: ParamsOf<T[C]>]
): string {
  const text = texts[code] as ErrorText;
  return typeof text === 'string' ? text : (text as (params: unknown) => string)(params);
}

/** A module's error maker: `leaveError(400, 'leave.overlap', { start, end, status })`. */
export function errorFactory<T extends ErrorTexts>(texts: T) {
  return <C extends keyof T & string>(status: number, code: C, ...args: ErrorArgs<T[C]>): AppError => {
    const text = texts[code] as ErrorText;
    if (typeof text === 'string') return new AppError(status, code, text, args[0] as AppErrorOptions | undefined);
    const params = args[0] as ErrorParams;
    const options = args[1] as AppErrorOptions | undefined;
    return new AppError(status, code, (text as (params: ErrorParams) => string)(params), { ...options, params });
  };
}
