import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { requestViewer } from '../../plugins/visibility';
import * as schemas from './dashboard-schemas';
import { dashboardStats, upcomingBirthdays } from './dashboard-service';

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/dashboard_stats',
    {
      config: { ...access.signedIn, employeeData: 'visible', tokenScope: 'read:reports' },
      schema: schemas.DashboardStatsSchema,
    },
    (request) => dashboardStats(app, requestViewer(request)),
  );

  app.get(
    '/api/upcoming_birthdays',
    {
      config: { ...access.signedIn, employeeData: 'directory', tokenScope: 'read:people' },
      schema: schemas.UpcomingBirthdaysSchema,
    },
    () => upcomingBirthdays(app),
  );
};
