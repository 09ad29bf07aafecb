import { Type } from 'typebox';
import { withErrors } from '../../lib/schemas';

const DailyStat = Type.Object({
  key: Type.Union(
    [
      Type.Literal('on_time'),
      Type.Literal('late'),
      Type.Literal('early'),
      Type.Literal('absent'),
      Type.Literal('not_yet_in'),
      Type.Literal('on_leave'),
    ],
    { description: "Which figure the card shows: the web app's label for it in the reader's language." },
  ),
  label: Type.String({ description: 'The English label.' }),
  value: Type.Integer(),
  color: Type.String(),
  icon: Type.Union([Type.Literal('onTime'), Type.Literal('late'), Type.Literal('early'), Type.Literal('other')]),
});

const TimeRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role: Type.String(),
  department: Type.String(),
  location: Type.Union([Type.String({ description: 'An address, or POINT(lng lat)' }), Type.Null()]),
  workHours: Type.Number(),
  clockInType: Type.String(),
  discrepancy: Type.String(),
  check_in_corrected: Type.Boolean({ description: 'The clock in was set by a correction, not face-verified.' }),
  check_out_corrected: Type.Boolean({ description: 'The clock out was set by a correction, not face-verified.' }),
});

export const DashboardStatsSchema = {
  summary: "Get today's attendance figures",
  tags: ['dashboard'],
  description:
    'Today (company time zone): cards present on time, late, arrived early, absent, on leave (definitions as ' +
    'reports_dashboard); the rows of who clocked in today. An employee gets company-wide cards and their own row; ' +
    'a manager their team (themselves and direct reports); an admin everyone.',
  response: withErrors(
    { 200: Type.Object({ dailyStats: Type.Array(DailyStat), employees: Type.Array(TimeRow) }) },
    401,
  ),
};

export const UpcomingBirthdaysSchema = {
  summary: 'List upcoming birthdays',
  tags: ['dashboard'],
  description:
    'Active employees whose birthday falls in the next 30 days (29 February: the 28th in other years), soonest first.',
  response: withErrors(
    {
      200: Type.Array(
        Type.Object({
          employee_id: Type.Integer(),
          name: Type.String(),
          birthday: Type.String({ description: 'Month and day, MM-DD: colleagues never see the year of birth' }),
          next_birthday: Type.String({ description: 'The day it is celebrated, YYYY-MM-DD' }),
        }),
      ),
    },
    401,
  ),
};
