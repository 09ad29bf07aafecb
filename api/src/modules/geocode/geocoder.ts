import { setTimeout as sleep } from 'node:timers/promises';
import type { Point } from './distance';
import { LruCache } from './lru-cache';
import { createRequestSpacing } from './request-spacing';

/** The fields of a Nominatim jsonv2 reverse answer that the api passes on (lat and lon are strings there). */
export interface Place {
  display_name: string;
  lat: string;
  lon: string;
  name?: string;
  category?: string;
  type?: string;
  address?: Record<string, string>;
  place_id?: number;
  licence?: string;
}

export interface GeocoderOptions {
  /** Base URL of a Nominatim-compatible service; `/reverse` is appended. */
  url: string;
  userAgent: string;
}

// Nominatim's usage policy: at most one request per second. Beyond a 3 s queue the caller falls back.
const INTERVAL_MS = 1000;
const MAX_WAIT_MS = 3000;
const TIMEOUT_MS = 5000;
// About 1 KB per answer.
const CACHE_SIZE = 5000;

/** The upstream could not answer (down, slow, busy): the caller falls back to the office locations. */
class GeocoderUnavailable extends Error {}

const STRING_FIELDS = ['lat', 'lon', 'name', 'category', 'type', 'licence'] as const;

// 4 decimals is about 11 m, finer than a phone's GPS: readings of one spot share one upstream answer.
const cacheKey = (point: Point) => `${point.latitude.toFixed(4)},${point.longitude.toFixed(4)}`;

/** The answer when it names a place; Nominatim says `{"error": "Unable to geocode"}` when none is there. */
function toPlace(body: unknown): Place | null {
  if (typeof body !== 'object' || body === null) return null;
  const raw = body as Record<string, unknown>;
  if (typeof raw.display_name !== 'string' || !raw.display_name) return null;
  const place: Place = { display_name: raw.display_name, lat: '', lon: '' };
  for (const field of STRING_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string') place[field] = value;
  }
  if (typeof raw.place_id === 'number') place.place_id = raw.place_id;
  if (typeof raw.address === 'object' && raw.address !== null) {
    place.address = Object.fromEntries(Object.entries(raw.address).filter(([, v]) => typeof v === 'string'));
  }
  return place;
}

/**
 * Reverse geocoding through the upstream, at most one request per second for the whole process,
 * answers (found or not) cached by rounded coordinates, concurrent asks for one spot sharing a request.
 * Throws GeocoderUnavailable (or a network error) when the upstream cannot answer now.
 */
export function createGeocoder(options: GeocoderOptions) {
  const cache = new LruCache<string, Place | null>(CACHE_SIZE);
  const inFlight = new Map<string, Promise<Place | null>>();
  const spacing = createRequestSpacing(INTERVAL_MS, MAX_WAIT_MS);

  async function ask(key: string): Promise<Place | null> {
    const wait = spacing.reserve();
    if (wait === null) throw new GeocoderUnavailable('Too many geocoding requests are queued.');
    if (wait > 0) await sleep(wait);
    const [lat, lon] = key.split(',') as [string, string];
    const url = new URL('reverse', `${options.url}/`);
    url.search = new URLSearchParams({ format: 'jsonv2', lat, lon }).toString();
    const res = await fetch(url, {
      headers: { 'User-Agent': options.userAgent, Accept: 'application/json', 'Accept-Language': 'en' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new GeocoderUnavailable(`The geocoder answered ${res.status}.`);
    return toPlace(await res.json());
  }

  return {
    async reverse(point: Point): Promise<Place | null> {
      const key = cacheKey(point);
      if (cache.has(key)) return cache.get(key)!;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = ask(key)
          .then((place) => {
            cache.set(key, place);
            return place;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}

export type Geocoder = ReturnType<typeof createGeocoder>;
