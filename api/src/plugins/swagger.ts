import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { documentErrorCodes } from './error-code-docs';

export interface SwaggerOptions {
  /** Every code an error body may carry (api/src/error-codes.ts), listed in the document. */
  errorCodes: readonly string[];
}

/** OpenAPI generated from the route schemas; only /api routes are documented. */
export const swaggerPlugin = fp(async (app: FastifyInstance, { errorCodes }: SwaggerOptions) => {
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
    transformObject: (documents) =>
      'openapiObject' in documents ? documentErrorCodes(documents.openapiObject, errorCodes) : documents.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
