import { Type } from 'typebox';
import { Id, MessageBody, withErrors } from '../../lib/schemas';
import { LEAVE_TEXT_MAX_LENGTH } from './messages';

const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const OptionalText = Type.Optional(Type.Union([Type.String({ maxLength: LEAVE_TEXT_MAX_LENGTH }), Type.Null()]));
const NullableText = Type.Union([Type.String(), Type.Null()]);
const ClockTime = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:MM, company clock' });
const Unit = Type.Union([Type.Literal('day'), Type.Literal('hour')]);

const LeaveRequestRow = Type.Object({
  request_id: Type.Integer(),
  employee_id: Type.Integer(),
  employee_name: Type.String(),
  start_date: Type.String(),
  end_date: Type.String(),
  leave_type: Type.String(),
  reason: NullableText,
  start_half: Type.Boolean(),
  end_half: Type.Boolean(),
  start_time: Type.Union([ClockTime, Type.Null()], { description: 'An hourly request: from (HH:MM); else null.' }),
  end_time: Type.Union([ClockTime, Type.Null()], { description: 'An hourly request: until (HH:MM); else null.' }),
  unit: Unit,
  status: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  manager_approval_comment: NullableText,
  admin_approval_comment: NullableText,
  manager_decided_by_name: Type.Union([Type.String(), Type.Null()], {
    description: 'Who decided at the manager stage.',
  }),
  manager_decided_for_name: Type.Union([Type.String(), Type.Null()], {
    description: 'The absent manager a delegate or the next manager up decided for ("approved by B for A").',
  }),
});

export const LeaveTypesSchema = {
  summary: 'List leave type names',
  tags: ['leave'],
  response: withErrors({ 200: Type.Array(Type.String()) }, 401),
};

export const LeaveTypeDetailsSchema = {
  summary: 'List active leave types with their rules',
  tags: ['leave'],
  description:
    'The active leave types with the name the screens show, whether a request of that type may start before ' +
    'today (company date), may take half days, and is counted against a balance (their policies).',
  response: withErrors(
    {
      200: Type.Array(
        Type.Object({
          leave_type: Type.String(),
          display_name: Type.String(),
          backdating_allowed: Type.Boolean(),
          half_days_allowed: Type.Boolean(),
          counted: Type.Boolean(),
          unit: Type.Union([Type.Literal('day'), Type.Literal('hour')], {
            description: "'hour': a request gives one date with start and end times; its balance is in minutes.",
          }),
        }),
      ),
    },
    401,
  ),
};

export const ManagerEmailSchema = {
  summary: "Get your manager's email",
  tags: ['leave'],
  description: "The caller's manager; `manager_email` is null, with a `message`, when they have none.",
  response: withErrors(
    {
      200: Type.Object({
        manager_email: Type.Union([Type.String(), Type.Null()]),
        message: Type.Optional(Type.String()),
      }),
    },
    401,
  ),
};

export const CreateLeaveRequestSchema = {
  summary: 'Request leave',
  tags: ['leave'],
  description:
    "Refused with 400 'Insufficient leave balance: N days remaining' when the working days it takes (work week " +
    'less holidays, half days) would take a counted balance below zero and its policy does not allow that; ' +
    "409 'Pay period <name> is locked.' when a day of it lies in a locked pay period. A type in hours takes one " +
    'date (start_date = end_date) with start_time and end_time, and its balance is counted in minutes.',
  body: Type.Object({
    start_date: IsoDate,
    end_date: IsoDate,
    leave_type: Type.String({ minLength: 1, maxLength: 100 }),
    reason: OptionalText,
    start_half: Type.Optional(Type.Boolean({ description: 'The first day starts at noon.' })),
    end_half: Type.Optional(Type.Boolean({ description: 'The last day ends at noon.' })),
    start_time: Type.Optional(ClockTime),
    end_time: Type.Optional(ClockTime),
  }),
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 409),
};

export const ListLeaveRequestsSchema = {
  summary: 'List leave requests',
  tags: ['leave'],
  description: 'Requests sharing at least one day with the optional range, newest first.',
  querystring: Type.Object({ start_date: Type.Optional(IsoDate), end_date: Type.Optional(IsoDate) }),
  response: withErrors({ 200: Type.Array(LeaveRequestRow) }, 400, 401),
};

export const DecideLeaveRequestSchema = {
  tags: ['leave'],
  params: Type.Object({ request_id: Id }),
  body: Type.Object({ comment: OptionalText }),
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404, 409),
};
