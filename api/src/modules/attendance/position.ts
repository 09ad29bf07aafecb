import type { Point } from '../geocode';
import { attendanceError } from './messages';

const within = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * The clock body's coordinates, checked before schema validation runs: Fastify's Ajv coerces types, which
 * would turn a missing GPS fix sent as null (or false) into 0, a real place in the Gulf of Guinea.
 */
export function readPosition(body: unknown): Point {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (!within(raw.latitude, 90)) throw attendanceError(400, 'attendance.invalid_latitude');
  if (!within(raw.longitude, 180)) throw attendanceError(400, 'attendance.invalid_longitude');
  return { latitude: raw.latitude, longitude: raw.longitude };
}
