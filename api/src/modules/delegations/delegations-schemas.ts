import { Type } from 'typebox';
import { Id, IdParams, MessageBody, withErrors } from '../../lib/schemas';

const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD (company date)' });

const Delegation = Type.Object({
  delegation_id: Type.Integer(),
  delegate_id: Type.Integer(),
  delegate_name: Type.String(),
  start_date: Type.String(),
  end_date: Type.String(),
});

export const ListDelegationsSchema = {
  tags: ['leave'],
  summary: 'My approval delegations',
  description: "The caller's delegations that have not ended (company date), earliest first.",
  response: withErrors({ 200: Type.Array(Delegation) }, 401, 403),
};

export const DelegateCandidatesSchema = {
  tags: ['leave'],
  summary: 'Who may be named delegate',
  description: 'The active managers and administrators other than the caller, by name.',
  response: withErrors(
    { 200: Type.Array(Type.Object({ employee_id: Type.Integer(), employee_name: Type.String() })) },
    401,
    403,
  ),
};

export const CreateDelegationSchema = {
  tags: ['leave'],
  summary: 'Name a delegate for dates',
  description:
    'While the caller is away (approved leave, or no longer active) on a date the delegation covers, the leave ' +
    'requests waiting for them at the manager stage go to the delegate (an active manager or admin); without one ' +
    "they go to the caller's own manager. One delegation per date.",
  body: Type.Object({ delegate_id: Id, start_date: IsoDate, end_date: IsoDate }, { additionalProperties: false }),
  response: withErrors(
    { 201: Type.Object({ message: Type.String(), delegation_id: Type.Integer() }) },
    400,
    401,
    403,
    409,
  ),
};

export const RevokeDelegationSchema = {
  tags: ['leave'],
  summary: 'Remove a delegation',
  params: IdParams,
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404),
};
