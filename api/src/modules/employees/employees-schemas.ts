import { Type, type TSchema } from 'typebox';
import { MessageBody, withErrors } from '../../lib/schemas';
import { IdParams, Timestamp } from '../departments/departments-schemas';
import { IMAGE_MAX_MB } from './limits';

const Role = Type.Union([Type.Literal('employee'), Type.Literal('manager'), Type.Literal('admin')]);
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const EmployeeSummary = Type.Object({
  employee_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  full_name: Type.String(),
  email: Type.String(),
  role: Role,
});

const Location = Type.Object({ name: Type.Optional(Type.String()), latitude: Type.Number(), longitude: Type.Number() });

const EmployeeDetail = Type.Object({
  ...EmployeeSummary.properties,
  report_to: Nullable(Type.Integer()),
  date_of_birth: Nullable(Type.String({ format: 'date' })),
  phone_number: Nullable(Type.String()),
  hire_date: Nullable(Type.String({ format: 'date' })),
  job_title: Nullable(Type.String()),
  holiday_calendar: Nullable(
    Type.String({
      description: "The holidays that apply (GET /api/holidays' location); null: those of the allowed locations.",
    }),
  ),
  allowed_locations: Type.Array(Location),
  department_ids: Type.Array(Type.Integer()),
  face_profiles: Type.Integer({ description: 'Enrolled face descriptors.' }),
  biometric_consent_at: Nullable(Timestamp),
  created_at: Timestamp,
});

const FIELDS =
  'first_name, last_name, email (unique ignoring case), role (employee, manager or admin), date_of_birth and hire_date ' +
  '(YYYY-MM-DD), phone_number, job_title, holiday_calendar, allowed_locations (a JSON array of {latitude, longitude, name} or CSV lines ' +
  '"latitude,longitude[,name]"), department_ids[] repeated';

export const ListSchema = { tags: ['employees'], response: withErrors({ 200: Type.Array(EmployeeSummary) }, 401, 403) };

export const ListVisibleSchema = {
  ...ListSchema,
  description: 'Admins: every active employee. Managers: their direct reports and themselves.',
};

export const DetailSchema = {
  tags: ['employees'],
  params: IdParams,
  response: withErrors({ 200: EmployeeDetail }, 400, 401, 403, 404),
};

export const EnrolSchema = {
  tags: ['employees'],
  consumes: ['multipart/form-data'],
  description:
    `Multipart: ${FIELDS}, manager_id (an active manager or admin), image (required: one face, at most ` +
    `${IMAGE_MAX_MB} MB), biometric_consent=true (required). The temporary password is mailed to the employee.`,
  response: withErrors(
    { 201: Type.Object({ message: Type.String(), employee_id: Type.Integer() }) },
    400,
    401,
    403,
    409,
    413,
    503,
  ),
};

export const UpdateSchema = {
  tags: ['employees'],
  consumes: ['multipart/form-data'],
  description:
    `Multipart: ${FIELDS}, additional_image (adds a face). first_name, last_name and email are required; ` +
    'any other field left out keeps its value, one sent blank is cleared; department_ids[] replaces the memberships.',
  params: IdParams,
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404, 409, 413, 503),
};

export const ChangeManagerSchema = {
  tags: ['employees'],
  params: IdParams,
  body: Type.Object({ manager_id: Nullable(Type.Integer({ minimum: 1 })) }, { additionalProperties: false }),
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404),
};

export const TerminateSchema = {
  tags: ['employees'],
  description: 'Soft delete: signs the employee out everywhere, erases their face data, keeps their history.',
  params: IdParams,
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404),
};
