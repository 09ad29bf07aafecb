import { Type } from 'typebox';
import { IdParams, MessageBody, Month, OrNull, withErrors } from '../../lib/schemas';
import { LEAVE_TYPE_NAME_PATTERN } from './messages';

const Days = Type.Number({ minimum: 0, maximum: 366, multipleOf: 0.5 });

const Unit = Type.Union([Type.Literal('day'), Type.Literal('hour')], {
  description:
    "'hour': requests give one date and start/end times, the balance is kept in minutes and annual_days and " +
    'carry_over_cap are hours. Default: day.',
});

const PolicyFields = {
  display_name: Type.String({ maxLength: 100 }),
  paid: Type.Boolean(),
  annual_days: Type.Union([Days, Type.Null()], { description: 'Null: not counted against a balance.' }),
  accrual: Type.Union([Type.Literal('yearly'), Type.Literal('monthly')]),
  carry_over_cap: Days,
  carry_over_expiry_month: OrNull({
    ...Month,
    description: 'Carried-over days unused by the end of this month lapse; null: never.',
  }),
  half_days_allowed: Type.Boolean(),
  backdating_allowed: Type.Boolean(),
  negative_allowed: Type.Boolean(),
  active: Type.Boolean(),
  unit: Type.Optional(Unit),
};

export const LeavePolicy = Type.Object({
  leave_type_id: Type.Integer(),
  leave_type: Type.String(),
  ...PolicyFields,
  unit: Unit,
});

export const PolicyBody = Type.Object(PolicyFields, { additionalProperties: false });
export const NewPolicyBody = Type.Object(
  { leave_type: Type.String({ pattern: LEAVE_TYPE_NAME_PATTERN }), ...PolicyFields },
  { additionalProperties: false },
);

export const ListPoliciesSchema = {
  summary: 'List leave types with their policies',
  tags: ['leave policies'],
  description: 'Every leave type with its policy, active or not.',
  response: withErrors({ 200: Type.Array(LeavePolicy) }, 401),
};

export const CreatePolicySchema = {
  summary: 'Create a leave type',
  tags: ['leave policies'],
  description: 'A new leave type; its name is what requests send as `leave_type` (lowercase, unique).',
  body: NewPolicyBody,
  response: withErrors(
    { 201: Type.Object({ message: Type.String(), leave_type_id: Type.Integer() }) },
    400,
    401,
    403,
    409,
  ),
};

export const UpdatePolicySchema = {
  summary: "Change a leave type's policy",
  tags: ['leave policies'],
  description: "Changes a type's policy; its name stays.",
  params: IdParams,
  body: PolicyBody,
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404),
};

export const DeletePolicySchema = {
  summary: 'Delete an unused leave type',
  tags: ['leave policies'],
  description: 'Deletes a type nobody used; a type with requests or balance lines is deactivated instead.',
  params: IdParams,
  response: withErrors({ 200: Type.Object({ message: Type.String(), deleted: Type.Boolean() }) }, 401, 403, 404),
};
