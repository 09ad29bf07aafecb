import { Type } from 'typebox';
import { Id, IdParams, MessageBody, withErrors } from '../../lib/schemas';

const tags = ['shifts'];
export const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Force = Type.Optional(
  Type.Boolean({ description: 'Admins only: place the shift on approved leave or a holiday of the person.' }),
);
const Weekday = Type.Union([
  Type.Literal('Mon'),
  Type.Literal('Tue'),
  Type.Literal('Wed'),
  Type.Literal('Thu'),
  Type.Literal('Fri'),
  Type.Literal('Sat'),
  Type.Literal('Sun'),
]);
export const EmployeeIds = Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true });

export const Assignment = Type.Object({
  assignment_id: Type.Integer(),
  employee_id: Type.Integer(),
  employee_name: Type.String(),
  shift_date: Type.String({ description: 'The day the shift starts on (a night shift belongs to it).' }),
  shift_type_id: Type.Integer(),
  shift_type_name: Type.String(),
  color: Type.String(),
  office: Type.Union([Type.String(), Type.Null()]),
  start_time: Type.String({ description: 'HH:MM in the company time zone' }),
  end_time: Type.String({ description: 'HH:MM in the company time zone; may be on the next day' }),
  starts_at: Type.String({ format: 'date-time' }),
  ends_at: Type.String({ format: 'date-time' }),
  break_minutes: Type.Integer(),
  grace_minutes: Type.Integer({ description: "The type's grace, or GRACE_MINUTES" }),
  status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
});

export const ListAssignmentsSchema = {
  tags,
  summary: 'List shifts',
  description:
    'Shifts from start to end (by the day they start; 366 days at most). An employee sees their own published ' +
    'shifts, a manager their own published ones and their direct reports’ drafts and published ones, an admin all.',
  querystring: Type.Object({
    start: IsoDate,
    end: IsoDate,
    employee_id: Type.Optional(Id),
    department_id: Type.Optional(Id),
  }),
  response: withErrors({ 200: Type.Array(Assignment) }, 400, 401),
};

export const ColleagueShiftsSchema = {
  tags,
  summary: "List colleagues' shifts",
  description:
    'The published shifts, from start to end (62 days at most), of the active people who share a department with ' +
    'the caller: the shifts the caller may ask to swap with.',
  querystring: Type.Object({ start: IsoDate, end: IsoDate }),
  response: withErrors({ 200: Type.Array(Assignment) }, 400, 401),
};

export const CreateAssignmentSchema = {
  tags,
  summary: 'Assign a shift',
  description:
    'A draft shift of a type on a day. Managers for their direct reports, admins anyone. Refused: a second shift ' +
    'that day or an overlapping one, less than MIN_REST_HOURS of rest, approved leave or a holiday (unless an ' +
    'admin forces it), an archived type, someone who has left.',
  body: Type.Object(
    { employee_id: Id, shift_date: IsoDate, shift_type_id: Id, force: Force },
    { additionalProperties: false },
  ),
  response: withErrors({ 201: Assignment }, 400, 401, 403, 404, 409),
};

export const UpdateAssignmentSchema = {
  tags,
  summary: 'Change a shift',
  description:
    'Moves a shift to another day or gives it another type, under the same rules. A published shift stays ' +
    'published and its person is mailed.',
  params: IdParams,
  body: Type.Object(
    { shift_date: Type.Optional(IsoDate), shift_type_id: Type.Optional(Id), force: Force },
    { additionalProperties: false },
  ),
  response: withErrors({ 200: Assignment }, 400, 401, 403, 404, 409),
};

export const DeleteAssignmentSchema = {
  tags,
  summary: 'Remove a shift',
  description: 'The day becomes a day off. The person is mailed when the shift was published.',
  params: IdParams,
  response: withErrors({ 200: MessageBody }, 401, 403, 404),
};

const Created = Type.Object({ message: Type.String(), assignment_ids: Type.Array(Type.Integer()) });

export const BulkAssignSchema = {
  tags,
  summary: 'Assign a shift to many people over a date range',
  description:
    'Every chosen person gets the type on every day of the range (only the given weekdays when set), as drafts. ' +
    'All or nothing: one conflict refuses the whole request, and the refusal lists the conflicts.',
  body: Type.Object(
    {
      employee_ids: EmployeeIds,
      start_date: IsoDate,
      end_date: IsoDate,
      shift_type_id: Id,
      weekdays: Type.Optional(Type.Array(Weekday, { minItems: 1, maxItems: 7, uniqueItems: true })),
      force: Force,
    },
    { additionalProperties: false },
  ),
  response: withErrors({ 201: Created }, 400, 401, 403, 404, 409),
};

const PatternDays = Type.Array(Type.Unsafe<number | null>({ ...Id, nullable: true }), {
  minItems: 7,
  maxItems: 56,
  description: 'The shift type id of each day of the cycle (Monday first when applied from a Monday), null: a day off.',
});

export const Pattern = Type.Object({
  pattern_id: Type.Integer(),
  name: Type.String(),
  weeks: Type.Integer(),
  days: Type.Array(Type.Union([Type.Integer(), Type.Null()])),
});

export const ListPatternsSchema = {
  tags,
  summary: 'List shift patterns',
  description: 'The repeating cycles managers and admins apply.',
  response: withErrors({ 200: Type.Array(Pattern) }, 401, 403),
};

export const CreatePatternSchema = {
  tags,
  summary: 'Create a shift pattern',
  description: 'A cycle of 1 to 8 weeks: days holds weeks x 7 entries, a shift type id or null for a day off.',
  body: Type.Object(
    {
      name: Type.String({ minLength: 1, maxLength: 60 }),
      weeks: Type.Integer({ minimum: 1, maximum: 8 }),
      days: PatternDays,
    },
    { additionalProperties: false },
  ),
  response: withErrors({ 201: Pattern }, 400, 401, 403, 404, 409),
};

export const ApplyPatternSchema = {
  tags,
  summary: 'Apply a shift pattern to people',
  description:
    'Day 1 of the cycle falls on start_date, and the cycle repeats until end_date (62 days at most); the shifts ' +
    'are drafts. All or nothing, like the bulk assignment.',
  params: IdParams,
  body: Type.Object(
    { employee_ids: EmployeeIds, start_date: IsoDate, end_date: IsoDate, force: Force },
    { additionalProperties: false },
  ),
  response: withErrors({ 201: Created }, 400, 401, 403, 404, 409),
};
