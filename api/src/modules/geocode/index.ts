// The module's door: what other modules may use of it (eslint: a module imports another only through its index).
export { nearestWithin } from './distance';
export type { Point } from './distance';
export { reverseGeocode } from './geocode-service';
