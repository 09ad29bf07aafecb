import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { requestViewer } from '../../plugins/visibility';
import { PDF_TYPE } from './messages';
import { TimesheetSchema } from './timesheet-schemas';
import { timesheetPdf } from './timesheet-service';

export const timesheetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { ...access.signedIn, employeeData: 'visible', tokenScope: 'read:attendance' } as const;
  app.get('/api/timesheet', { config, schema: TimesheetSchema }, async (request, reply) => {
    const { fileName, pdf } = await timesheetPdf(app, requestViewer(request), request.query);
    return reply.header('Content-Disposition', `attachment; filename="${fileName}"`).type(PDF_TYPE).send(pdf);
  });
};
