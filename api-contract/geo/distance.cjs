// The one great-circle distance of the platform: the api's geofence and offline geocoder and mf-attendance's address
// refresh. Plain CommonJS so the api (compiled to CommonJS, run by node) and the front ends (webpack) both load it.
'use strict';

const EARTH_RADIUS_METERS = 6_371_008.8;
const radians = (degrees) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance: within a metre of the ellipsoid at geofence scales. */
function distanceMeters(a, b) {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

module.exports = { distanceMeters };
