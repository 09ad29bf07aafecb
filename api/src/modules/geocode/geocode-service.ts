import type { FastifyInstance } from 'fastify';
import { nearestWithin, type Point } from './distance';
import type { Place } from './geocoder';
import { MAX_PLACE_DISTANCE_METERS } from './messages';
import { coordinatesPlace, officePlace, populatedPlace } from './offline-places';
import { populatedPlaces } from './populated-places';

/** Offline, and when the upstream fails or knows no place: the office, else the nearest town, else the coordinates. */
async function offlinePlace(app: FastifyInstance, point: Point, radiusMeters: number): Promise<Place> {
  const office = nearestWithin(point, await app.geocoding.offices.list(app.db), radiusMeters);
  if (office) return officePlace(office);
  const place = (await populatedPlaces()).nearest(point, MAX_PLACE_DISTANCE_METERS);
  return place ? populatedPlace(place) : coordinatesPlace(point);
}

/**
 * The upstream's answer when GEOCODER_URL is set; else the offline answer (README: Rules the api enforces), so
 * clocking in never depends on an outside service.
 */
export async function reverseGeocode(app: FastifyInstance, point: Point, radiusMeters: number): Promise<Place> {
  const { upstream } = app.geocoding;
  if (upstream) {
    try {
      const place = await upstream.reverse(point);
      if (place) return place;
    } catch (err) {
      app.log.warn({ err }, 'geocoder unavailable: answering offline');
    }
  }
  return offlinePlace(app, point, radiusMeters);
}
