import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { currentUser } from '../auth';
import { listTokens } from './api-tokens-repository';
import * as schemas from './api-tokens-schemas';
import { createApiToken, revokeApiToken } from './api-tokens-service';
import { API_TOKEN_MESSAGES as M } from './messages';

// Admins only, and never through a token: a token must not mint or keep alive other tokens.
const admins = { ...access.roles('admin'), employeeData: 'none', tokenScope: null } as const;

export const apiTokensRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/api_tokens', { config: admins, schema: schemas.CreateTokenSchema }, async (request, reply) => {
    const created = await createApiToken(app, currentUser(request), request.body);
    return reply.status(201).send({ message: M.created, ...created });
  });

  app.get('/api/api_tokens', { config: admins, schema: schemas.ListTokensSchema }, () => listTokens(app.db));

  app.delete('/api/api_tokens/:id', { config: admins, schema: schemas.RevokeTokenSchema }, async (request) => {
    await revokeApiToken(app, currentUser(request), request.params.id);
    return { message: M.revoked };
  });
};
