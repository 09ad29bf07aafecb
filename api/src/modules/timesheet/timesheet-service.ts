import type { FastifyInstance } from 'fastify';
import { shiftsBetween } from '../../db/shift-of-day';
import type { Executor } from '../../db/types';
import { addDays, localClock } from '../../lib/time-zone';
import { canSee, type Viewer } from '../../plugins/visibility';
import { loadAttendanceSettings } from '../settings';
import { asAutoClosed } from '../attendance';
import { checkedRange } from '../attendance';
import { findPublicFile } from '../files';
import { holidayCalendarsOf } from '../holidays';
import { holidaysFor } from '../holidays';
import { sniffImageType } from '../settings';
import { branding } from '../settings';
import { renderTimesheetPdf } from './timesheet-pdf';
import { timesheetLines } from './timesheet-lines';
import { approvedLeave, findTimesheetEmployee, timesheetRecords } from './timesheet-repository';
import { timesheetError, timesheetFileName } from './messages';
import type { Language } from '../../lib/languages';
import { timesheetText } from './timesheet-texts';

export interface TimesheetQuery {
  start_date: string;
  end_date: string;
  employee_id?: number;
}

/**
 * Anyone's the viewer sees (leavers too). Someone else's id is a 403 whether it exists or not, so only a viewer
 * who sees everyone learns that an id is unknown (404).
 */
async function timesheetEmployee(db: Executor, viewer: Viewer, employeeId = viewer.id) {
  const employee = await findTimesheetEmployee(db, employeeId);
  const allowed =
    employeeId === viewer.id ||
    viewer.visibility.scope === 'all' ||
    (employee !== undefined && canSee(viewer.visibility, employee));
  if (!allowed) throw timesheetError(403, 'timesheet.forbidden');
  if (!employee) throw timesheetError(404, 'timesheet.employee_not_found');
  return employee;
}

/** The uploaded logo when the PDF can embed it (PNG or JPEG). */
async function logoImage(db: Executor, logoPath: string | null): Promise<Buffer | null> {
  const file = logoPath ? await findPublicFile(db, logoPath) : undefined;
  const type = file && sniffImageType(file.bytes);
  return type && (type.ext === 'png' || type.ext === 'jpg') ? file.bytes : null;
}

export async function timesheetPdf(
  app: FastifyInstance,
  viewer: Viewer,
  query: TimesheetQuery,
  language: Language,
  now = new Date(),
) {
  const T = timesheetText(language);
  const range = checkedRange({ first: query.start_date, last: query.end_date });
  const employee = await timesheetEmployee(app.db, viewer, query.employee_id);
  const settings = await loadAttendanceSettings(app.db);
  const [brand, records, leave, holidays, shifts] = await Promise.all([
    branding(app),
    timesheetRecords(app.db, employee.employee_id, range, { settings, now }),
    approvedLeave(app.db, employee.employee_id, range),
    holidaysFor(app.db, holidayCalendarsOf(employee), range.first, range.last),
    // The whole weeks of the range: a shift in the week makes the range's other days of it days off.
    shiftsBetween(app.db, [employee.employee_id], addDays(range.first, -6), addDays(range.last, 6)),
  ]);
  const shiftMarks = shifts.map((shift) => ({
    shift_date: shift.shift_date,
    start_time: localClock(shift.starts_at, settings.timeZone),
    end_time: localClock(shift.ends_at, settings.timeZone),
  }));
  const pdf = await renderTimesheetPdf({
    companyName: brand.company_name,
    logo: await logoImage(app.db, brand.logo_path),
    employee,
    range,
    sheet: timesheetLines(
      range,
      records.map((record) => asAutoClosed(record, settings, now)),
      { leave, holidays, shifts: shiftMarks },
      settings.workDays,
      T,
    ),
    timeZone: settings.timeZone,
    generatedAt: now,
    language,
  });
  return { fileName: timesheetFileName(range.first, range.last), pdf };
}
