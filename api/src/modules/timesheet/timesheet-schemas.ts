import { Type } from 'typebox';
import { Id, withErrors } from '../../lib/schemas';
import { MAX_RANGE_DAYS } from '../attendance';
import { PDF_TYPE } from './messages';

const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

export const TimesheetSchema = {
  summary: 'Download a timesheet (PDF)',
  tags: ['attendance'],
  description:
    `A PDF named Timesheet_{start}_{end}.pdf: a row per day (at most ${MAX_RANGE_DAYS}), weekly subtotals, the ` +
    "period total. employee_id: the caller's by default; a manager may ask for a direct report, an admin for anyone.",
  querystring: Type.Object({
    start_date: IsoDate,
    end_date: IsoDate,
    employee_id: Type.Optional(Id),
  }),
  produces: [PDF_TYPE],
  response: withErrors({ 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) }, 400, 401, 403, 404),
};
