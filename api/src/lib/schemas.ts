import { Type } from 'typebox';

/** Shared response shapes: every error is `{error}`, plain successes `{message}`. */
export const ErrorBody = Type.Object({ error: Type.String() });
export const MessageBody = Type.Object({ message: Type.String() });

/** Adds the documented error statuses to a route's response schema. */
export function withErrors<T extends Record<number, unknown>, S extends number>(success: T, ...statuses: S[]) {
  const errors = Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as Record<S, typeof ErrorBody>;
  return { ...success, ...errors };
}
