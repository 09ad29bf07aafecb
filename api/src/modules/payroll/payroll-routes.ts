import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { requestViewer } from '../../plugins/visibility';
import { currentUser } from '../auth';
import { XLSX_TYPE } from '../reports';
import { CSV_TYPE, PAYROLL_MESSAGES as M } from './messages';
import { payrollExport } from './payroll-export-service';
import { payrollMappingScreen, savePayrollMapping } from './payroll-mapping-service';
import * as schemas from './payroll-schemas';
import { callerLanguage } from '../../plugins/error-handler';

// As the reports: a manager exports their team, an admin everyone; the mapping is the company's, an admin's.
const managers = { ...access.roles('manager', 'admin'), employeeData: 'visible', tokenScope: 'read:reports' } as const;
const admin = { ...access.roles('admin'), employeeData: 'none', tokenScope: null } as const;

export const payrollRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/payroll_export', { config: managers, schema: schemas.PayrollExportSchema }, async (request, reply) => {
    const language = await callerLanguage(app, request);
    const { fileName, body } = await payrollExport(app, requestViewer(request), request.query, language);
    return reply
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .type(request.query.format === 'csv' ? CSV_TYPE : XLSX_TYPE)
      .send(body);
  });

  app.get('/api/payroll_mapping', { config: admin, schema: schemas.GetPayrollMappingSchema }, () =>
    payrollMappingScreen(app),
  );

  app.put('/api/payroll_mapping', { config: admin, schema: schemas.PutPayrollMappingSchema }, async (request) => {
    await savePayrollMapping(app, currentUser(request).id, request.body);
    return { message: M.mappingSaved };
  });
};
