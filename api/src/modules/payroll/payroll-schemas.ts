import { Type } from 'typebox';
import { Id, MessageBody, withErrors } from '../../lib/schemas';
import { MAX_COLUMNS, MAX_HEADER_LENGTH, PAYROLL_FIELDS, type PayrollField } from './payroll-fields';

const Field = Type.Unsafe<PayrollField>(
  Type.String({
    enum: [...PAYROLL_FIELDS],
    description: 'leave_by_type: one column per leave type, named "<header>: <leave type>".',
  }),
);
const DurationFormat = Type.Union([Type.Literal('decimal'), Type.Literal('hhmm')], {
  description: 'decimal: hours to 2 decimals (7.50); hhmm: hours and minutes (7:30; in Excel a [h]:mm duration).',
});
const Preset = Type.Union([Type.Literal('generic_csv'), Type.Literal('excel_layout'), Type.Literal('custom')]);
const Column = Type.Object(
  { field: Field, header: Type.String({ maxLength: MAX_HEADER_LENGTH * 2 }) },
  { additionalProperties: false },
);
const Mapping = Type.Object(
  {
    preset: Preset,
    duration_format: DurationFormat,
    columns: Type.Array(Column, { maxItems: MAX_COLUMNS * 2 }),
  },
  { additionalProperties: false },
);

export const PayrollExportSchema = {
  summary: 'Download the payroll export of a pay period',
  tags: ['reports'],
  description:
    'Per person of the pay period (an admin: everyone; a manager: their team): regular hours (worked less approved ' +
    'overtime), approved overtime by rate class, leave hours by type, holiday hours, absences and breaks, in the ' +
    'columns and format of the saved mapping. CSV is RFC 4180; text that a spreadsheet would read as a formula ' +
    'starts with an apostrophe.',
  querystring: Type.Object({
    period_id: Id,
    format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
  }),
  produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  response: withErrors({ 200: Type.Unsafe<Buffer | string>({ type: 'string', format: 'binary' }) }, 400, 401, 403, 404),
};

export const GetPayrollMappingSchema = {
  summary: 'The payroll export mapping, its presets and fields',
  tags: ['settings'],
  response: withErrors(
    {
      200: Type.Object({
        mapping: Mapping,
        presets: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), mapping: Mapping })),
        fields: Type.Array(Type.Object({ field: Field, label: Type.String() })),
      }),
    },
    401,
    403,
  ),
};

export const PutPayrollMappingSchema = {
  summary: 'Save the payroll export mapping',
  tags: ['settings'],
  description: `Columns in the file's order (1 to ${MAX_COLUMNS}, each field once, names up to ${MAX_HEADER_LENGTH} characters).`,
  body: Mapping,
  response: withErrors({ 200: MessageBody }, 400, 401, 403),
};
