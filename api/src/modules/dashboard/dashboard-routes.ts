import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { currentUser } from '../../plugins/auth';
import * as schemas from './dashboard-schemas';
import { dashboardStats, upcomingBirthdays } from './dashboard-service';

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/dashboard_stats', { config: access.signedIn, schema: schemas.DashboardStatsSchema }, (request) =>
    dashboardStats(app, currentUser(request)),
  );

  app.get('/api/upcoming_birthdays', { config: access.signedIn, schema: schemas.UpcomingBirthdaysSchema }, () =>
    upcomingBirthdays(app),
  );
};
