import type { ErrorCode, ErrorResponse } from 'api-contract';

/** A failed api call as RTK Query reports it: the HTTP status and the api's `{error, code}` body (plus its fields). */
export interface ApiError<Body extends ErrorResponse = ErrorResponse> {
  status: number;
  data: Body;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Whether `error` is an answer of the api carrying `{error, code}`, rather than a network failure, a body that
 * was not JSON or a thrown Error. `Body` names a route's own error body (e.g. verify_face's 400 with its reason).
 */
export function isApiError<Body extends ErrorResponse = ErrorResponse>(error: unknown): error is ApiError<Body> {
  if (!isRecord(error) || typeof error.status !== 'number' || !isRecord(error.data)) return false;
  return typeof error.data.error === 'string' && typeof error.data.code === 'string';
}

/** The api's stable code of a failed call (`leave.insufficient_balance`, ...), or undefined when it sent none. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return isApiError(error) ? error.data.code : undefined;
}

/** The HTTP status of a failed call, or RTK Query's word for a call without one (`FETCH_ERROR`, `PARSING_ERROR`). */
export function errorStatus(error: unknown): number | string | undefined {
  return isRecord(error) && (typeof error.status === 'number' || typeof error.status === 'string')
    ? error.status
    : undefined;
}
