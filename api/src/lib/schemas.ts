import { Type } from 'typebox';

/** An error's stable code; the OpenAPI document lists every code (plugins/swagger.ts). */
export const ErrorCodeSchema = Type.String({ description: 'Stable error code, e.g. leave.insufficient_balance.' });

/** Shared response shapes: every error is `{error, code}`, plain successes `{message}`. */
export const ErrorBody = Type.Object({ error: Type.String(), code: ErrorCodeSchema });
export const MessageBody = Type.Object({ message: Type.String() });

/** Adds the documented error statuses to a route's response schema. */
export function withErrors<T extends Record<number, unknown>, S extends number>(success: T, ...statuses: S[]) {
  const errors = Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as Record<S, typeof ErrorBody>;
  return { ...success, ...errors };
}
