import { distanceMeters, type Point } from 'api-contract/geo-distance';

export { distanceMeters, type Point };

/** The place nearest to `point` at most `radiusMeters` away, or null. */
export function nearestWithin<T extends Point>(point: Point, places: readonly T[], radiusMeters: number): T | null {
  let best: { place: T; meters: number } | null = null;
  for (const place of places) {
    const meters = distanceMeters(point, place);
    if (meters <= radiusMeters && (!best || meters < best.meters)) best = { place, meters };
  }
  return best?.place ?? null;
}
