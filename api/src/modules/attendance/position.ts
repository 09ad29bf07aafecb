import { AppError } from '../../lib/app-error';
import type { Point } from '../geocode';
import { ATTENDANCE_MESSAGES as M } from './messages';

const within = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * The clock body's coordinates, checked before schema validation runs: Fastify's Ajv coerces types, which
 * would turn a missing GPS fix sent as null (or false) into 0, a real place in the Gulf of Guinea.
 */
export function readPosition(body: unknown): Point {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (!within(raw.latitude, 90)) throw new AppError(400, M.latitude);
  if (!within(raw.longitude, 180)) throw new AppError(400, M.longitude);
  return { latitude: raw.latitude, longitude: raw.longitude };
}
