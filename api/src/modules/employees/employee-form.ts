import type { FastifySchemaValidationError } from 'fastify';
import type { FormOptions } from '../../lib/multipart-form';
import { IMAGE_MAX_BYTES } from './limits';
import type { AppError } from '../../lib/app-error';
import { employeeError } from './messages';

const label = (field: string) => field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, ' ');

/** The employee form's own words for what its schema refuses; the rest reads as on the JSON routes. */
function employeeIssue(field: string, issue: FastifySchemaValidationError): AppError | undefined {
  if (field === 'image') return employeeError(400, 'employee.image_required');
  if (field === 'biometric_consent') return employeeError(400, 'employee.consent_required');
  if (field === 'phone_number' && issue.keyword === 'pattern') return employeeError(400, 'employee.invalid_phone');
  if (field === 'weekly_hours' && issue.keyword === 'pattern')
    return employeeError(400, 'employee.invalid_weekly_hours');
  if (issue.keyword === 'format' && issue.params.format === 'date')
    return employeeError(400, 'employee.invalid_date', { label: label(field) });
  return undefined;
}

/** Enrolment and edit: multipart limits and errors (lib/multipart-form.ts). */
export const EMPLOYEE_FORM: FormOptions = {
  limits: { fileSize: IMAGE_MAX_BYTES, files: 2, fields: 60, fieldSize: 100 * 1024, parts: 64 },
  errors: {
    notMultipart: () => employeeError(400, 'employee.multipart_required'),
    fileTooLarge: () => employeeError(413, 'employee.image_too_large'),
    issue: employeeIssue,
  },
};
