import { Type } from 'typebox';
import { IdParams, MessageBody, withErrors } from '../../lib/schemas';

/** A timestamp column: the serializer writes the Date as ISO 8601. */
export const Timestamp = Type.Unsafe<Date | string>({ type: 'string', format: 'date-time' });

const Department = Type.Object({
  department_id: Type.Integer(),
  department_name: Type.String(),
  created_at: Timestamp,
});

// Length and blankness are checked after trimming, with the screen's message (DEPARTMENT_MESSAGES).
const NameBody = Type.Object({ department_name: Type.String({ maxLength: 1000 }) });

export const ListDepartmentsSchema = {
  summary: 'List departments',
  tags: ['departments'],
  description:
    'Every department for an admin; for a manager, those of their own team (they or a direct report is a member) ' +
    'and those without active members.',
  response: withErrors({ 200: Type.Array(Department) }, 401, 403),
};

export const CreateDepartmentSchema = {
  summary: 'Create a department',
  tags: ['departments'],
  description: 'The name is trimmed; names are unique ignoring case (409 otherwise).',
  body: NameBody,
  response: withErrors(
    { 201: Type.Object({ message: Type.String(), department_id: Type.Integer() }) },
    400,
    401,
    403,
    409,
  ),
};

export const RenameDepartmentSchema = {
  summary: 'Rename a department',
  tags: ['departments'],
  params: IdParams,
  body: NameBody,
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404, 409),
};

export const DeleteDepartmentSchema = {
  summary: 'Delete an empty department',
  tags: ['departments'],
  description:
    'Removes an empty department (memberships of former employees go with it). A department with active ' +
    "members is refused with 400: 'This department has N members. Move them to another department first.'",
  params: IdParams,
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404),
};
