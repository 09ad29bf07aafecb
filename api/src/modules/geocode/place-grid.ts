import { distanceMeters, type Point } from './distance';

/** Metres in one degree of latitude (and of longitude at the equator). */
const METERS_PER_DEGREE = 111_195;
const LAT_CELLS = 180;
const LON_CELLS = 360;

const latCell = (latitude: number) => Math.min(LAT_CELLS - 1, Math.max(0, Math.floor(latitude + 90)));
const lonCell = (longitude: number) => ((Math.floor(longitude + 180) % LON_CELLS) + LON_CELLS) % LON_CELLS;

/**
 * Points bucketed in 1-degree cells: a nearest-neighbour ask within a radius of some 100 km reads the
 * few cells the radius touches (a few hundred points) instead of all of them.
 */
export class PlaceGrid {
  private readonly cells = new Map<number, number[]>();

  constructor(
    private readonly latitudes: Float64Array,
    private readonly longitudes: Float64Array,
  ) {
    for (let i = 0; i < latitudes.length; i += 1) {
      const key = latCell(latitudes[i]!) * LON_CELLS + lonCell(longitudes[i]!);
      const cell = this.cells.get(key);
      if (cell) cell.push(i);
      else this.cells.set(key, [i]);
    }
  }

  /** The index of the point nearest to `point` at most `radiusMeters` away, or null. */
  nearest(point: Point, radiusMeters: number): number | null {
    const latSpan = radiusMeters / METERS_PER_DEGREE;
    // Longitude degrees shrink towards the poles: widen the span by the narrowest parallel the radius reaches.
    const farthestLat = Math.min(90, Math.abs(point.latitude) + latSpan);
    const cos = Math.cos((farthestLat * Math.PI) / 180);
    const lonSpan = cos * 180 > latSpan ? latSpan / cos : 180;
    const lonFrom = Math.floor(point.longitude - lonSpan);
    const lonCount = Math.min(LON_CELLS, Math.floor(point.longitude + lonSpan) - lonFrom + 1);
    let best: { index: number; meters: number } | null = null;
    for (let lat = latCell(point.latitude - latSpan); lat <= latCell(point.latitude + latSpan); lat += 1) {
      for (let step = 0; step < lonCount; step += 1) {
        for (const index of this.cells.get(lat * LON_CELLS + lonCell(lonFrom + step)) ?? []) {
          const meters = distanceMeters(point, {
            latitude: this.latitudes[index]!,
            longitude: this.longitudes[index]!,
          });
          if (meters <= radiusMeters && (!best || meters < best.meters)) best = { index, meters };
        }
      }
    }
    return best?.index ?? null;
  }
}
