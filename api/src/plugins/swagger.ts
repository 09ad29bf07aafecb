import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI generated from the route schemas; only /api routes are documented. */
export const swaggerPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Attendance & Leave API', version: '0.1.0' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          kioskAuth: { type: 'http', scheme: 'kiosk', description: "A paired kiosk's device credential." },
        },
      },
    },
    transform: ({ schema, url }) => ({
      schema: url.startsWith('/api/') ? schema : { ...schema, hide: true },
      url,
    }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
