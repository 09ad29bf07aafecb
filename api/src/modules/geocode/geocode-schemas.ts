import { Type } from 'typebox';
import { withErrors } from '../../lib/schemas';

const PlaceBody = Type.Object({
  display_name: Type.String(),
  lat: Type.String(),
  lon: Type.String(),
  name: Type.Optional(Type.String()),
  category: Type.Optional(Type.String()),
  type: Type.Optional(Type.String()),
  address: Type.Optional(Type.Record(Type.String(), Type.String())),
  place_id: Type.Optional(Type.Number()),
  licence: Type.Optional(Type.String()),
});

export const ReverseGeocodeSchema = {
  summary: 'Look up the address of a position',
  tags: ['attendance'],
  description:
    'Nominatim jsonv2-compatible reverse geocoding through GEOCODER_URL (cached, one upstream request per ' +
    'second). Offline or when the upstream fails, it still answers: the nearest office location within ' +
    'GEOFENCE_RADIUS_METERS (category "office"); else the nearest populated place of GeoNames within 100 km ' +
    '("Near Springfield, Illinois, United States", category "place"); else the coordinates as text ' +
    '("52.52000, 13.40500", category "coordinates").',
  querystring: Type.Object({
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lon: Type.Number({ minimum: -180, maximum: 180 }),
  }),
  response: withErrors({ 200: PlaceBody }, 400, 401),
};
