import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TOKEN_SCOPES } from '../lib/token-scopes';
import { documentErrorCodes } from './error-code-docs';
import { API_TOKEN_SCHEME, documentedOperation } from './openapi-operations';

export interface SwaggerOptions {
  /** Every code an error body may carry (api/src/error-codes.ts), listed in the document. */
  errorCodes: readonly string[];
}

/** OpenAPI generated from the route schemas; only /api routes are documented. */
export const swaggerPlugin = fp(async (app: FastifyInstance, { errorCodes }: SwaggerOptions) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Attendance & Leave API', version: '0.1.0' },
      // The api, its pages and this document share one origin: paths are relative to where the document was read.
      servers: [{ url: '/', description: 'The origin this document was served from' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          kioskAuth: { type: 'http', scheme: 'kiosk', description: "A paired kiosk's device credential." },
          [API_TOKEN_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An API token an admin created, sent as `Authorization: Bearer <token>`. It calls only the operations ' +
              `that list one of its scopes (${TOKEN_SCOPES.join(', ')}), within its creator's role.`,
          },
        },
      },
    },
    transform: ({ schema, url, route }) =>
      url.startsWith('/api/') ? documentedOperation(route, url, schema) : { schema: { ...schema, hide: true }, url },
    transformObject: (documents) =>
      'openapiObject' in documents ? documentErrorCodes(documents.openapiObject, errorCodes) : documents.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
