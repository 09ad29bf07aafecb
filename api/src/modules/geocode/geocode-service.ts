import type { FastifyInstance } from 'fastify';
import { nearestWithin, type Point } from './distance';
import type { Place } from './geocoder';
import { UNNAMED_OFFICE } from './messages';
import type { OfficeLocation } from './office-directory';

function officePlace(office: OfficeLocation): Place {
  const name = office.name ?? UNNAMED_OFFICE;
  return {
    display_name: [name, office.address].filter(Boolean).join(', '),
    lat: String(office.latitude),
    lon: String(office.longitude),
    name,
    category: 'office',
  };
}

/**
 * ARCHITECTURE.md section 5: the upstream's answer; offline, when it fails or knows no place there, the
 * nearest office within the geofence; else null.
 */
export async function reverseGeocode(app: FastifyInstance, point: Point, radiusMeters: number): Promise<Place | null> {
  const { upstream, offices } = app.geocoding;
  if (upstream) {
    try {
      const place = await upstream.reverse(point);
      if (place) return place;
    } catch (err) {
      app.log.warn({ err }, 'geocoder unavailable: answering from the office locations');
    }
  }
  const office = nearestWithin(point, await offices.list(app.db), radiusMeters);
  return office ? officePlace(office) : null;
}
