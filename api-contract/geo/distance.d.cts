/** A position in decimal degrees (WGS 84), as GPS and the allowed locations give it. */
export interface Point {
  latitude: number;
  longitude: number;
}

/** Great-circle (haversine) distance in metres: within a metre of the ellipsoid at geofence scales. */
export function distanceMeters(a: Point, b: Point): number;
