import type { AllowedLocation } from '../../db/types';
import { LOCATIONS_MAX, TEXT_MAX } from './limits';
import { employeeError } from './messages';

interface RawLocation {
  latitude: unknown;
  longitude: unknown;
  name?: unknown;
}

const formatError = () => employeeError(400, 'employee.locations_format');

function fromJson(text: string): RawLocation[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw formatError();
  }
  if (!Array.isArray(parsed)) throw formatError();
  return parsed.map((item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw formatError();
    return item as RawLocation;
  });
}

// Number('') is 0: an empty cell must not become the equator.
const csvNumber = (cell: string | undefined) => (cell === undefined || cell.trim() === '' ? NaN : Number(cell));

function fromCsv(text: string): RawLocation[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  // A spreadsheet export may start with a "latitude,longitude,name" header.
  if (/^lat/i.test(lines[0] ?? '')) lines.shift();
  return lines.map((line) => {
    const [latitude, longitude, ...name] = line.split(',');
    if (longitude === undefined) throw formatError();
    return { latitude: csvNumber(latitude), longitude: csvNumber(longitude), name: name.join(',').trim() };
  });
}

const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

function validLocation(raw: RawLocation, n: number): AllowedLocation {
  if (!inRange(raw.latitude, 90)) throw employeeError(400, 'employee.location_latitude', { n });
  if (!inRange(raw.longitude, 180)) throw employeeError(400, 'employee.location_longitude', { n });
  if (raw.name !== undefined && raw.name !== null && typeof raw.name !== 'string')
    throw employeeError(400, 'employee.location_name', { n });
  const name = raw.name?.trim();
  if (name && name.length > TEXT_MAX) throw employeeError(400, 'employee.location_name', { n });
  return name
    ? { name, latitude: raw.latitude, longitude: raw.longitude }
    : { latitude: raw.latitude, longitude: raw.longitude };
}

/** Office locations as a JSON array of {latitude, longitude, name?} or CSV lines "latitude,longitude[,name]". */
export function parseAllowedLocations(raw: string): AllowedLocation[] {
  const text = raw.trim();
  if (!text) return [];
  const items = /^[[{]/.test(text) ? fromJson(text) : fromCsv(text);
  if (items.length > LOCATIONS_MAX) throw employeeError(400, 'employee.too_many_locations');
  return items.map((item, i) => validLocation(item, i + 1));
}
