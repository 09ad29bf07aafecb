import { Type, type Static, type TInteger } from 'typebox';
import { EARLIEST_DATE, LATEST_DATE } from './calendar-date';

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

/** PostgreSQL's `integer`, the type of every id column: a larger number would reach the SQL and fail there. */
export const INT32_MAX = 2_147_483_647;

/** A row id in params, query or body. */
export const Id = Type.Integer({ minimum: 1, maximum: INT32_MAX });
export const IdParams = Type.Object({ id: Id });
/** A year of the calendar the api keeps (lib/calendar-date.ts). */
export const Year = Type.Integer({
  minimum: Number(EARLIEST_DATE.slice(0, 4)),
  maximum: Number(LATEST_DATE.slice(0, 4)),
});
export const Month = Type.Integer({ minimum: 1, maximum: 12 });

/**
 * An integer or null, as OpenAPI's `nullable`: a union with Type.Null() would let ajv's type coercion read 0 or
 * false as null (`manager_id: 0` cleared the manager).
 */
export const OrNull = <T extends TInteger>(schema: T) => Type.Unsafe<Static<T> | null>({ ...schema, nullable: true });
