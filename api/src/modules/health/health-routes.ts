import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { withErrors } from '../../lib/schemas';
import { access } from '../../plugins/access';
import { HEALTH_MESSAGES } from './messages';

const HealthSchema = {
  tags: ['health'],
  response: withErrors({ 200: Type.Object({ status: Type.Literal('ok') }) }, 503),
};

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/health', { config: access.public, schema: HealthSchema, logLevel: 'warn' }, async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const };
    } catch (err) {
      request.log.error({ err }, 'health check failed');
      return reply.status(503).send({ error: HEALTH_MESSAGES.databaseUnavailable });
    }
  });
};
