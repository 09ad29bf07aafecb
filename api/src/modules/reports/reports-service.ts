import type { FastifyInstance } from 'fastify';
import type { DayFigures } from './day-figures';
import type { GroupFigures } from './group-figures';
import { reportFigures } from './report-figures-repository';
import type { Viewer } from '../../plugins/visibility';
import { type ReportQuery, type ReportRequest, resolveReport } from './report-request';
import { withReportSnapshot } from './report-snapshot';
import { loadWorkCalendar } from './work-calendar';

const sum = (days: DayFigures[], pick: (day: DayFigures) => number) =>
  days.reduce((total, day) => total + pick(day), 0);

function barChart(request: ReportRequest, groups: GroupFigures[]) {
  const byKey = new Map(groups.map((group) => [group.key, group]));
  const bars =
    request.grouping === 'department'
      ? request.covered.map((d) => ({ label: d.department_name, figures: byKey.get(d.department_id) }))
      : // People of the department who were active or clocked in during the range.
        request.employees
          .filter((e) => byKey.get(e.employee_id)?.active_days || byKey.get(e.employee_id)?.present)
          .map((e) => ({ label: e.full_name, figures: byKey.get(e.employee_id) }));
  return {
    labels: bars.map((bar) => bar.label),
    present: bars.map((bar) => bar.figures?.present ?? 0),
    absent: bars.map((bar) => bar.figures?.absent ?? 0),
  };
}

/**
 * Everything reports_dashboard answers, and what the Excel export writes on its Summary and Daily sheets.
 * Today's absences count only once the day is judged (`now`: see notYetJudgedDay).
 */
export async function buildReport(app: FastifyInstance, viewer: Viewer, query: ReportQuery, now = new Date()) {
  const calendar = await loadWorkCalendar(app.db);
  const request = await resolveReport(app.db, viewer.visibility, query, calendar);
  const { scope, range, grouping } = request;
  const figures = await withReportSnapshot(app.db, (tx) => reportFigures(tx, scope, range, calendar, grouping, now));
  const days = figures.days.filter((day) => day.working);
  const groups = figures.groups;
  return {
    request,
    calendar,
    summary_cards: {
      totalDepartments: request.covered.length,
      totalPresent: sum(days, (day) => day.present),
      totalAbsent: sum(days, (day) => day.absent),
      totalNotYetIn: sum(days, (day) => day.not_yet_in),
      totalOnLeave: sum(days, (day) => day.on_leave),
      arrivalEarly: sum(days, (day) => day.early),
    },
    line_chart: {
      dates: days.map((day) => day.day),
      present: days.map((day) => day.present),
      absent: days.map((day) => day.absent),
    },
    bar_chart: barChart(request, groups),
    face_review: figures.review,
    /** The working days' figures, for the Excel file's Daily sheet. */
    daily: days,
  };
}

export async function reportsDashboard(app: FastifyInstance, viewer: Viewer, query: ReportQuery) {
  const { request, summary_cards, line_chart, bar_chart, face_review } = await buildReport(app, viewer, query);
  return {
    summary_cards,
    line_chart,
    bar_chart,
    face_review,
    departments: request.departments,
    employees: request.employees,
    start_date: request.range.first,
    end_date: request.range.last,
  };
}
