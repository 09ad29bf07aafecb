import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { requestViewer } from '../../plugins/visibility';
import * as schemas from './team-calendar-schemas';
import { teamCalendar } from './team-calendar-service';

export const teamCalendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/team_calendar',
    {
      config: { ...access.signedIn, employeeData: 'visible', tokenScope: 'read:leave' },
      schema: schemas.TeamCalendarSchema,
    },
    (request) => teamCalendar(app, requestViewer(request), request.query.month, request.query.department_id),
  );
};
