/** A position in decimal degrees (WGS 84), as GPS and the allowed locations give it. */
export interface Point {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_METERS = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance: within a metre of the ellipsoid at geofence scales. */
export function distanceMeters(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The place nearest to `point` at most `radiusMeters` away, or null. */
export function nearestWithin<T extends Point>(point: Point, places: readonly T[], radiusMeters: number): T | null {
  let best: { place: T; meters: number } | null = null;
  for (const place of places) {
    const meters = distanceMeters(point, place);
    if (meters <= radiusMeters && (!best || meters < best.meters)) best = { place, meters };
  }
  return best?.place ?? null;
}
