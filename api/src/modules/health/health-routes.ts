import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { checkDatabaseAlive } from '../../db/liveness';
import { withErrors } from '../../lib/schemas';
import { access } from '../../plugins/access';
import { healthError } from './messages';
import { readiness } from './readiness';

const HealthSchema = {
  summary: 'Liveness probe',
  tags: ['health'],
  description:
    'Liveness: the process answers and reaches its database (a database busy on every connection counts as reached).',
  response: withErrors({ 200: Type.Object({ status: Type.Literal('ok') }) }, 503),
};

const Checks = Type.Record(Type.String(), Type.String());
const ReadySchema = {
  summary: 'Readiness probe',
  tags: ['health'],
  description:
    'Readiness: database, migrations, Redis (when configured: degraded still serves) and face models; 503 from the moment shutdown starts.',
  response: {
    200: Type.Object({ status: Type.Literal('ready'), checks: Checks }),
    503: Type.Object({ status: Type.Literal('not ready'), checks: Checks }),
  },
};

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    { config: { ...access.public, employeeData: 'none', tokenScope: null }, schema: HealthSchema, logLevel: 'warn' },
    async (request) => {
      try {
        await checkDatabaseAlive(app.db);
        return { status: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check failed');
        throw healthError(503, 'health.database_unavailable');
      }
    },
  );

  app.get(
    '/api/ready',
    { config: { ...access.public, employeeData: 'none', tokenScope: null }, schema: ReadySchema, logLevel: 'warn' },
    async (_request, reply) => {
      const { ready, checks } = await readiness(app, app.isShuttingDown());
      return ready
        ? { status: 'ready' as const, checks }
        : reply.status(503).send({ status: 'not ready' as const, checks });
    },
  );
};
