import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { Id, withErrors } from '../../lib/schemas';
import { CARD_LABELS } from './messages';

const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Counts = Type.Array(Type.Integer());

export const ReportQuerySchema = Type.Object(
  {
    department_id: Type.Optional(Id),
    employee_id: Type.Optional(Id),
    start_date: Type.Optional(IsoDate),
    end_date: Type.Optional(IsoDate),
  },
  { additionalProperties: false },
);

const ReportBody = Type.Object({
  // Each card's title travels in the document: the dashboard's cards and the Excel Summary sheet say the same.
  summary_cards: Type.Object({
    totalDepartments: Type.Integer({ title: CARD_LABELS.totalDepartments }),
    totalPresent: Type.Integer({ title: CARD_LABELS.totalPresent }),
    totalAbsent: Type.Integer({ title: CARD_LABELS.totalAbsent }),
    totalNotYetIn: Type.Integer({
      title: CARD_LABELS.totalNotYetIn,
      description: 'Today (company date), before WORK_START_TIME + GRACE_MINUTES: who is expected and not in yet.',
    }),
    totalOnLeave: Type.Integer({ title: CARD_LABELS.totalOnLeave }),
    arrivalEarly: Type.Integer({ title: CARD_LABELS.arrivalEarly }),
  }),
  line_chart: Type.Object({ dates: Type.Array(Type.String()), present: Counts, absent: Counts }),
  bar_chart: Type.Object({ labels: Type.Array(Type.String()), present: Counts, absent: Counts }),
  face_review: Type.Object(
    {
      pending_review: Type.Integer({ description: 'Counted as present, not reviewed yet.' }),
      verified_by_manager: Type.Integer({ description: 'Counted as present, accepted by a reviewer.' }),
      voided: Type.Integer({ description: 'Rejected: not counted as present.' }),
    },
    { description: 'Records of the range clocked in or out without a face check, by review.' },
  ),
  departments: Type.Array(Type.Object({ department_id: Type.Integer(), department_name: Type.String() })),
  employees: Type.Array(
    Type.Object({ employee_id: Type.Integer(), full_name: Type.String(), department_ids: Type.Array(Type.Integer()) }),
  ),
  start_date: Type.String({ description: 'First day covered' }),
  end_date: Type.String({ description: 'Last day covered (never after today)' }),
});

const DESCRIPTION =
  "Per working day of the range (default: from the first attendance record to today), for the viewer's " +
  'staff (admin: everyone; manager: themselves and their direct reports): present = clocked in; on leave = ' +
  'active, not present, approved leave; absent = active (hired, not yet terminated), neither. The bar ' +
  'chart is per department, or per employee when a department is chosen.';

export const ReportsDashboardSchema = {
  summary: 'Get the attendance report',
  tags: ['reports'],
  description: DESCRIPTION,
  querystring: ReportQuerySchema,
  response: withErrors({ 200: ReportBody }, 400, 401, 403, 404),
};

export const DownloadReportSchema = {
  summary: 'Download the attendance report (.xlsx)',
  tags: ['reports'],
  description: `The same report as an .xlsx file: Summary (cards), Daily (line chart), Detail (one row per attendance record; Corrected names the sides an approved correction set). ${DESCRIPTION}`,
  querystring: ReportQuerySchema,
  produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  response: withErrors({ 200: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }) }, 400, 401, 403, 404),
};
