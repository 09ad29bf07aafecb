import { Type, type Static, type TSchema } from 'typebox';
import { FormFile } from '../../lib/multipart-form';
import { Id, IdParams, MessageBody, OrNull, withErrors } from '../../lib/schemas';
import { Timestamp } from '../departments';
import { IMAGE_MAX_MB, LOCATIONS_TEXT_MAX, TEXT_MAX } from './limits';

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
  weekly_hours: Nullable(Type.Number({ description: 'Contracted hours a week; null: no weekly overtime.' })),
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

/** A form field sent blank clears the value on edit (on enrolment: not set). */
const OrBlank = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Literal('')]);
const Text = (description?: string) => Type.String({ maxLength: TEXT_MAX, description });
const Name = Type.String({ minLength: 1, maxLength: TEXT_MAX });
const FormDate = OrBlank(Type.String({ format: 'date', description: 'YYYY-MM-DD' }));
const PHONE_PATTERN = String.raw`^(?=(?:\D*\d){3})[\d\s()+.-]+$`;

const DetailFields = Type.Object({
  first_name: Name,
  last_name: Name,
  email: Type.String({ minLength: 1, format: 'email', maxLength: TEXT_MAX, description: 'Unique, ignoring case.' }),
  role: Type.Optional(OrBlank(Type.Enum(['employee', 'manager', 'admin']))),
  date_of_birth: Type.Optional(FormDate),
  phone_number: Type.Optional(
    OrBlank(
      Type.String({
        maxLength: TEXT_MAX,
        pattern: PHONE_PATTERN,
        description: 'Digits, spaces and + - ( ) . with at least 3 digits.',
      }),
    ),
  ),
  hire_date: Type.Optional(FormDate),
  job_title: Type.Optional(Text()),
  weekly_hours: Type.Optional(
    OrBlank(
      Type.String({
        pattern: String.raw`^(?:[0-7]?\d(?:\.\d)?|80(?:\.0)?)$`,
        description: 'Contracted hours a week, 0 to 80 with one decimal (the weekly overtime threshold); blank: none.',
      }),
    ),
  ),
  holiday_calendar: Type.Optional(Text("The holidays that apply (GET /api/holidays' location).")),
  allowed_locations: Type.Optional(
    Type.String({
      maxLength: LOCATIONS_TEXT_MAX,
      description: 'A JSON array of {latitude, longitude, name} or CSV lines "latitude,longitude[,name]".',
    }),
  ),
  department_ids: Type.Optional(
    Type.Array(OrBlank(Id), {
      description: 'Repeated (also as `department_ids[]`); the memberships. One blank value: none.',
    }),
  ),
});
/** The details enrolment and edit share, as the schema passed them. */
export type EmployeeFields = Static<typeof DetailFields>;

const EnrolBody = Type.Object(
  {
    ...DetailFields.properties,
    manager_id: Type.Optional(OrBlank(Type.Integer({ ...Id, description: 'An active manager or admin.' }))),
    image: FormFile(`A photo with exactly one face, at most ${IMAGE_MAX_MB} MB.`),
    biometric_consent: Type.Enum(['true', 'on'], { description: 'Consent to storing the face (required).' }),
  },
  { additionalProperties: false },
);
export type EnrolForm = Static<typeof EnrolBody>;

const EditBody = Type.Object(
  {
    ...DetailFields.properties,
    additional_image: Type.Optional(FormFile(`Adds another face: exactly one face, at most ${IMAGE_MAX_MB} MB.`)),
  },
  { additionalProperties: false },
);
export type EditForm = Static<typeof EditBody>;

export const ListSchema = {
  summary: 'List all employees',
  tags: ['employees'],
  response: withErrors({ 200: Type.Array(EmployeeSummary) }, 401, 403),
};

export const ListVisibleSchema = {
  ...ListSchema,
  summary: 'List the employees you can see',
  description: 'Admins: every active employee. Managers: their direct reports and themselves.',
};

export const DetailSchema = {
  summary: 'Get an employee',
  tags: ['employees'],
  params: IdParams,
  response: withErrors({ 200: EmployeeDetail }, 400, 401, 403, 404),
};

export const EnrolSchema = {
  summary: 'Create an employee',
  tags: ['employees'],
  consumes: ['multipart/form-data'],
  description: 'The temporary password is mailed to the employee.',
  body: EnrolBody,
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
  summary: 'Change an employee',
  tags: ['employees'],
  consumes: ['multipart/form-data'],
  description:
    'Any field left out keeps its value, one sent blank is cleared; department_ids replaces the memberships.',
  params: IdParams,
  body: EditBody,
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404, 409, 413, 503),
};

export const ChangeManagerSchema = {
  summary: "Change an employee's manager",
  tags: ['employees'],
  params: IdParams,
  body: Type.Object({ manager_id: OrNull(Id) }, { additionalProperties: false }),
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404),
};

export const TerminateSchema = {
  summary: 'Terminate an employee',
  tags: ['employees'],
  description: 'Soft delete: signs the employee out everywhere, erases their face data, keeps their history.',
  params: IdParams,
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404),
};
