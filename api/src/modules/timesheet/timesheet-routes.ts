import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { callerLanguage } from '../../plugins/error-handler';
import { requestViewer } from '../../plugins/visibility';
import { PDF_TYPE } from './messages';
import { TimesheetSchema } from './timesheet-schemas';
import { timesheetPdf } from './timesheet-service';

export const timesheetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { ...access.signedIn, employeeData: 'visible', tokenScope: 'read:attendance' } as const;
  app.get('/api/timesheet', { config, schema: TimesheetSchema }, async (request, reply) => {
    const language = await callerLanguage(app, request);
    const { fileName, pdf } = await timesheetPdf(app, requestViewer(request), request.query, language);
    return reply.header('Content-Disposition', `attachment; filename="${fileName}"`).type(PDF_TYPE).send(pdf);
  });
};
