import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { requestViewer } from '../../plugins/visibility';
import { downloadReport, XLSX_TYPE } from './download-report-service';
import * as schemas from './reports-schemas';
import { reportsDashboard } from './reports-service';
import { callerLanguage } from '../../plugins/error-handler';

const managers = { ...access.roles('manager', 'admin'), employeeData: 'visible', tokenScope: 'read:reports' } as const;

export const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/reports_dashboard', { config: managers, schema: schemas.ReportsDashboardSchema }, (request) =>
    reportsDashboard(app, requestViewer(request), request.query),
  );

  app.get(
    '/api/download_report',
    { config: managers, schema: schemas.DownloadReportSchema },
    async (request, reply) => {
      const language = await callerLanguage(app, request);
      const { fileName, stream } = await downloadReport(app, requestViewer(request), request.query, language);
      return reply.header('Content-Disposition', `attachment; filename="${fileName}"`).type(XLSX_TYPE).send(stream);
    },
  );
};
