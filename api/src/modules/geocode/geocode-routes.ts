import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import { access } from '../../plugins/access';
import { loadAttendanceSettings } from '../attendance/attendance-settings';
import { createGeocoder, type Geocoder } from './geocoder';
import { ReverseGeocodeSchema } from './geocode-schemas';
import { reverseGeocode } from './geocode-service';
import { GEOCODE_MESSAGES as M } from './messages';
import { createOfficeDirectory, type OfficeDirectory } from './office-directory';

declare module 'fastify' {
  interface FastifyInstance {
    geocoding: {
      /** The upstream geocoder (one per process: its cache and rate limit are shared); null offline. */
      upstream: Geocoder | null;
      offices: OfficeDirectory;
    };
  }
}

const OFFICES_TTL_MS = 60_000;

/** A plugin without encapsulation: clock actions resolve addresses through the same `app.geocoding`. */
export const geocodeRoutes = fp(
  async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    const { geocoderUrl, geocoderUserAgent } = app.config;
    app.decorate('geocoding', {
      upstream: geocoderUrl ? createGeocoder({ url: geocoderUrl, userAgent: geocoderUserAgent }) : null,
      offices: createOfficeDirectory(OFFICES_TTL_MS),
    });

    app.get('/api/geocode/reverse', { config: access.signedIn, schema: ReverseGeocodeSchema }, async (request) => {
      const { lat, lon } = request.query;
      const { geofenceRadiusMeters } = await loadAttendanceSettings(app.db);
      const place = await reverseGeocode(app, { latitude: lat, longitude: lon }, geofenceRadiusMeters);
      if (!place) throw new AppError(404, M.notFound);
      return place;
    });
  },
  { name: 'geocode' },
);
