import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { detailRows, staffDirectory } from './detail-rows-repository';
import type { Viewer } from '../../plugins/visibility';
import type { ReportQuery } from './report-request';
import { writeReportWorkbook } from './report-workbook';
import { buildReport } from './reports-service';
import type { Language } from '../../lib/languages';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `Attendance_Report_{start or all}_to_{end or all}.xlsx`, from the dates as asked. */
export function reportFileName(query: ReportQuery): string {
  return `Attendance_Report_${query.start_date ?? 'all'}_to_${query.end_date ?? 'all'}.xlsx`;
}

/**
 * Checks the request and computes the summary before anything is sent (a bad filter is still a 4xx),
 * then returns the workbook as a stream that is written while it is read.
 */
export async function downloadReport(app: FastifyInstance, viewer: Viewer, query: ReportQuery, language: Language) {
  const report = await buildReport(app, viewer, query);
  const { scope, range } = report.request;
  const staff = await staffDirectory(app.db, scope, report.calendar);
  const directory = new Map(staff.map((employee) => [employee.employee_id, employee]));
  const rows = detailRows(
    app.db,
    staff.map((employee) => employee.employee_id),
    range,
    report.calendar,
  );
  const out = new PassThrough();
  writeReportWorkbook(out, report, directory, rows, language).catch((err: unknown) => {
    app.log.error({ err }, 'report download failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return { fileName: reportFileName(query), stream: out };
}
