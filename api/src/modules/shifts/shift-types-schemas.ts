import { Type } from 'typebox';
import { IdParams, MessageBody, withErrors } from '../../lib/schemas';

const tags = ['shifts'];
const Clock = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:MM, 24-hour clock' });
const Minutes = Type.Integer({ minimum: 0, maximum: 240 });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const ShiftType = Type.Object({
  shift_type_id: Type.Integer(),
  name: Type.String(),
  start_time: Type.String({ description: 'HH:MM' }),
  end_time: Type.String({ description: 'HH:MM; at or before start_time: the shift ends the next day' }),
  break_minutes: Type.Integer(),
  grace_minutes: Type.Union([Type.Integer(), Type.Null()], { description: 'null: the GRACE_MINUTES setting' }),
  effective_grace_minutes: Type.Integer({ description: 'grace_minutes, or the setting when null' }),
  color: Type.String(),
  office: Type.Union([Type.String(), Type.Null()]),
  archived: Type.Boolean(),
});

const fields = {
  name: Type.String({ minLength: 1, maxLength: 60 }),
  start_time: Clock,
  end_time: Clock,
  break_minutes: Type.Optional(Minutes),
  grace_minutes: Type.Optional(
    Type.Unsafe<number | null>({ ...Minutes, nullable: true, description: 'null or left out: GRACE_MINUTES' }),
  ),
  color: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: '#rrggbb' })),
  office: Type.Optional(
    Nullable(Type.String({ minLength: 1, maxLength: 100, description: "An allowed location's name" })),
  ),
};

export const ShiftTypeBody = Type.Object(fields, { additionalProperties: false });
export const ShiftTypeChange = Type.Partial(
  Type.Object({ ...fields, archived: Type.Boolean({ description: 'true archives, false restores' }) }),
  { additionalProperties: false },
);

export const ListShiftTypesSchema = {
  tags,
  summary: 'List shift types',
  description: 'The shift types, archived ones only when include_archived=true. Everyone signed in may read them.',
  querystring: Type.Object({ include_archived: Type.Optional(Type.Boolean()) }),
  response: withErrors({ 200: Type.Array(ShiftType) }, 400, 401),
};

export const CreateShiftTypeSchema = {
  tags,
  summary: 'Create a shift type',
  description:
    'Admins only. start_time and end_time are wall-clock times in the company time zone; an end at or before ' +
    'the start crosses midnight (22:00-06:00). office must be the name of an allowed location.',
  body: ShiftTypeBody,
  response: withErrors({ 201: ShiftType }, 400, 401, 403, 409),
};

export const UpdateShiftTypeSchema = {
  tags,
  summary: 'Change or archive a shift type',
  description:
    'Admins only; the fields sent change. archived=true archives the type: it stays on the shifts that have it ' +
    'but cannot be assigned again. Shifts already assigned keep the times they were given.',
  params: IdParams,
  body: ShiftTypeChange,
  response: withErrors({ 200: ShiftType }, 400, 401, 403, 404, 409),
};

export const DeleteShiftTypeSchema = {
  tags,
  summary: 'Delete an unused shift type',
  description: 'Admins only. A type used by shifts, open shifts or patterns is refused (409 with the count).',
  params: IdParams,
  response: withErrors({ 200: MessageBody }, 401, 403, 404, 409),
};
