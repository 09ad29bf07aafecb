import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../../plugins/visibility';
import { AUDIT_ACTIONS } from '../audit';
import { companyToday, loadWorkCalendar, withReportSnapshot } from '../reports';
import { payrollError, payrollFileName } from './messages';
import { payrollCsv } from './payroll-csv';
import { currentMapping } from './payroll-mapping-service';
import { findPayPeriod, leaveTypeNames, payrollRows } from './payroll-repository';
import { payrollTable } from './payroll-table';
import { payrollWorkbook } from './payroll-workbook';
import type { Language } from '../../lib/languages';
import { exportText } from '../reports';

export interface PayrollExportQuery {
  period_id: number;
  format: 'csv' | 'xlsx';
}

/** The period's figures of everyone the viewer sees (an admin: everyone; a manager: their team), as the mapping lays them out. */
export async function payrollExportTable(
  app: FastifyInstance,
  viewer: Viewer,
  periodId: number,
  language: Language = 'en',
  now = new Date(),
) {
  const period = await findPayPeriod(app.db, periodId);
  if (!period) throw payrollError(404, 'payroll.period_not_found');
  const [calendar, mapping] = await Promise.all([loadWorkCalendar(app.db), currentMapping(app, language)]);
  const range = { first: period.start_date, last: period.end_date };
  const today = companyToday(calendar, now);
  const [rows, leaveTypes] = await withReportSnapshot(app.db, (tx) =>
    Promise.all([
      payrollRows(tx, { scope: { visibility: viewer.visibility }, range, calendar, now, today }),
      leaveTypeNames(tx),
    ]),
  );
  return { period, mapping, rows, table: payrollTable(rows, mapping, period, leaveTypes) };
}

export async function payrollExport(
  app: FastifyInstance,
  viewer: Viewer,
  query: PayrollExportQuery,
  language: Language,
) {
  const { period, mapping, table } = await payrollExportTable(app, viewer, query.period_id, language);
  await app.db.transaction().execute((tx) =>
    app.audit.record(tx, {
      actorId: viewer.id,
      action: AUDIT_ACTIONS.payrollExported,
      details: { pay_period_id: period.pay_period_id, format: query.format, people: table.rows.length },
    }),
  );
  const fileName = payrollFileName(period.start_date, period.end_date, query.format);
  if (query.format === 'csv') return { fileName, body: payrollCsv(table, mapping.duration_format) };
  return {
    fileName,
    body: await payrollWorkbook(table, mapping.duration_format, exportText(language)('payroll_export.sheet')),
  };
}
