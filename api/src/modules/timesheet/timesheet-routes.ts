import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { currentUser } from '../../plugins/auth';
import { PDF_TYPE } from './messages';
import { TimesheetSchema } from './timesheet-schemas';
import { timesheetPdf } from './timesheet-service';

export const timesheetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/timesheet', { config: access.signedIn, schema: TimesheetSchema }, async (request, reply) => {
    const { fileName, pdf } = await timesheetPdf(app, currentUser(request), request.query);
    return reply.header('Content-Disposition', `attachment; filename="${fileName}"`).type(PDF_TYPE).send(pdf);
  });
};
