import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { requestViewer } from '../../plugins/visibility';
import { ViolationsSchema } from './working-time-schemas';
import { workingTimeViolations } from './working-time-service';

export const workingTimeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/working_time_violations',
    {
      config: { ...access.signedIn, employeeData: 'visible', tokenScope: 'read:attendance' },
      schema: ViolationsSchema,
    },
    (request) => workingTimeViolations(app, requestViewer(request), request.query),
  );
};
