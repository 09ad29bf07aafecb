import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { access } from '../../plugins/access';
import { loadAttendanceSettings } from '../settings';
import { createGeocoder, type Geocoder } from './geocoder';
import { ReverseGeocodeSchema } from './geocode-schemas';
import { reverseGeocode } from './geocode-service';
import { createOfficeDirectory, type OfficeDirectory } from './office-directory';
import { populatedPlaces } from './populated-places';

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

    // A served api reads the places in the background, so the first remote clock-in does not wait for them.
    app.addHook('onListen', async () => {
      populatedPlaces().catch((err: unknown) => app.log.error({ err }, 'populated places could not be read'));
    });

    app.get(
      '/api/geocode/reverse',
      { config: { ...access.signedIn, employeeData: 'none', tokenScope: null }, schema: ReverseGeocodeSchema },
      async (request) => {
        const { lat, lon } = request.query;
        const { geofenceRadiusMeters } = await loadAttendanceSettings(app.db);
        return reverseGeocode(app, { latitude: lat, longitude: lon }, geofenceRadiusMeters);
      },
    );
  },
  { name: 'geocode' },
);
