import type { FastifySchemaValidationError } from 'fastify';
import type { FormOptions } from '../../lib/multipart-form';
import { IMAGE_MAX_BYTES } from './limits';
import { EMPLOYEE_MESSAGES as M } from './messages';

const label = (field: string) => field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, ' ');

/** The employee form's own words for what its schema refuses; the rest reads as on the JSON routes. */
function employeeIssue(field: string, issue: FastifySchemaValidationError): string | undefined {
  if (field === 'image') return M.imageRequired;
  if (field === 'biometric_consent') return M.consentRequired;
  if (field === 'phone_number' && issue.keyword === 'pattern') return M.invalidPhone;
  if (issue.keyword === 'format' && issue.params.format === 'date') return M.invalidDate(label(field));
  return undefined;
}

/** Enrolment and edit: multipart limits and messages (lib/multipart-form.ts). */
export const EMPLOYEE_FORM: FormOptions = {
  limits: { fileSize: IMAGE_MAX_BYTES, files: 2, fields: 60, fieldSize: 100 * 1024, parts: 64 },
  messages: { notMultipart: M.multipartRequired, fileTooLarge: M.imageTooLarge, issue: employeeIssue },
};
