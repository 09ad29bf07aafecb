import { Type } from 'typebox';
import { Id, withErrors } from '../../lib/schemas';
import { DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS } from './messages';

const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

const Violation = Type.Object({
  rule_id: Type.Union([
    Type.Literal('daily_max'),
    Type.Literal('daily_rest'),
    Type.Literal('weekly_average'),
    Type.Literal('break'),
  ]),
  employee_id: Type.Integer(),
  employee_name: Type.String(),
  date: IsoDate,
  inputs: Type.Record(Type.String(), Type.Union([Type.Number(), Type.String()]), {
    description: 'What the rule measured (minutes, instants) and its limit.',
  }),
  message: Type.String(),
});

export const ViolationsSchema = {
  summary: 'List breaches of the working-time rules',
  tags: ['attendance'],
  description:
    'Breaches of the WORKING_TIME_RULES preset (eu: 11 h daily rest, 48 h average week over 17 weeks; de: 10 h a ' +
    'day, 30 min of break after 6 h and 45 min after 9 h, 11 h rest, 48 h average over 24 weeks) in the closed ' +
    "records of the people the caller sees: an employee's own, a manager's team, everyone for an admin. Default " +
    `range: the last ${DEFAULT_RANGE_DAYS} days; at most ${MAX_RANGE_DAYS}.`,
  querystring: Type.Object({
    start: Type.Optional(IsoDate),
    end: Type.Optional(IsoDate),
    employee_id: Type.Optional(Id),
  }),
  response: withErrors(
    {
      200: Type.Object({
        rules: Type.Union([Type.Literal('off'), Type.Literal('eu'), Type.Literal('de')]),
        start: IsoDate,
        end: IsoDate,
        violations: Type.Array(Violation),
      }),
    },
    400,
    401,
  ),
};
