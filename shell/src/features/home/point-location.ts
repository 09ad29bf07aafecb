import type { Coordinates } from './types';

// Spec section 3: a location is text or `POINT(lng lat)`, longitude first.
const POINT = /^\s*POINT\s*\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)\s*$/i;

/** The coordinates of a `POINT(lng lat)` location, or null for an address. */
export function parsePoint(location: string | null | undefined): Coordinates | null {
  const match = POINT.exec(location ?? '');
  return match ? { lon: Number(match[1]), lat: Number(match[2]) } : null;
}
