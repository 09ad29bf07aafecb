import { Type } from 'typebox';
import { FormFile } from '../../lib/multipart-form';
import { Id, MessageBody, withErrors, Year } from '../../lib/schemas';

const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Location = Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()], {
  description: "A holiday calendar (an office's name, or one set on the employee); null: every office.",
});

const Holiday = Type.Object({
  holiday_id: Type.Integer(),
  holiday_date: Type.String(),
  name: Type.String(),
  location: Type.Union([Type.String(), Type.Null()]),
});
export const HolidayBody = Type.Object(
  { holiday_date: IsoDate, name: Type.String({ maxLength: 200 }), location: Type.Optional(Location) },
  { additionalProperties: false },
);
const Imported = Type.Object({ message: Type.String(), found: Type.Integer(), added: Type.Integer() });

export const ListHolidaysSchema = {
  summary: 'List holidays',
  tags: ['holidays'],
  description: 'Holidays of a year (or all), every calendar unless `location` is given.',
  querystring: Type.Object({
    year: Type.Optional(Year),
    location: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  }),
  response: withErrors({ 200: Type.Array(Holiday) }, 400, 401),
};

export const CreateHolidaySchema = {
  summary: 'Create a holiday',
  tags: ['holidays'],
  description: 'One holiday per date and calendar (409 otherwise).',
  body: HolidayBody,
  response: withErrors(
    { 201: Type.Object({ message: Type.String(), holiday_id: Type.Integer() }) },
    400,
    401,
    403,
    409,
  ),
};

export const UpdateHolidaySchema = {
  summary: 'Change a holiday',
  tags: ['holidays'],
  params: Type.Object({ id: Id }),
  body: HolidayBody,
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404, 409),
};

export const DeleteHolidaySchema = {
  summary: 'Delete a holiday',
  tags: ['holidays'],
  params: Type.Object({ id: Id }),
  response: withErrors({ 200: MessageBody }, 401, 403, 404),
};

export const ImportPublicHolidaysSchema = {
  summary: "Import a country's public holidays",
  tags: ['holidays'],
  description:
    "A year of a country's (and region's) public holidays from the bundled date-holidays data (no network); " +
    'dates already in that calendar are kept.',
  body: Type.Object(
    {
      country: Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2, e.g. GB' }),
      region: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{1,3}$', description: 'e.g. ENG, BY' })),
      year: Year,
      location: Type.Optional(Location),
    },
    { additionalProperties: false },
  ),
  response: withErrors({ 200: Imported }, 400, 401, 403),
};

export const ImportIcsSchema = {
  summary: 'Import holidays from an iCalendar file',
  tags: ['holidays'],
  description: 'Each all-day event becomes a holiday per day; dates already in that calendar are kept.',
  consumes: ['multipart/form-data'],
  body: Type.Object(
    {
      file: FormFile('An .ics calendar, 1 MB at most.'),
      location: Type.Optional(
        Type.String({ maxLength: 100, description: 'The calendar to import into; blank or left out: every office.' }),
      ),
    },
    { additionalProperties: false },
  ),
  response: withErrors({ 200: Imported }, 400, 401, 403, 413),
};
