import { errorFactory, type ErrorTexts } from '../../lib/app-error';
import { IMAGE_MAX_MB, LOCATIONS_MAX, TEXT_MAX } from './limits';

export const EMPLOYEE_MESSAGES = {
  // The product's texts, word for word: the screens show them as the api sends them.
  enrolled: 'Employee enrolled successfully!',
  managerUpdated: 'Manager updated successfully.',
  terminated: 'Employee deleted successfully.',
  updated: 'Employee updated successfully.',
  // required, tooLong, invalidEmail and invalidRole are what the form's schema answers (lib/validation-message.ts).
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string) => `${label} must be at most ${TEXT_MAX} characters.`,
  invalidEmail: 'Email must be a valid email address.',
  invalidRole: 'Role must be one of: employee, manager, admin.',
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const EMPLOYEE_ERRORS = {
  'employee.not_found': 'Employee not found.',
  'employee.multipart_required': 'Send the employee as multipart/form-data.',
  'employee.email_taken': 'An employee with this email already exists.',
  'employee.invalid_date': ({ label }: { label: string }) => `${label} must be a valid date (YYYY-MM-DD).`,
  'employee.birth_in_future': 'Date of birth must be in the past.',
  'employee.invalid_weekly_hours': 'Weekly hours must be a number from 0 to 80, with at most one decimal.',
  'employee.invalid_phone': 'Phone number may contain only digits, spaces and + - ( ) . and needs at least 3 digits.',
  'employee.unknown_department': 'One or more of the selected departments do not exist.',
  'employee.image_required': 'Please select a face image (field "image").',
  'employee.image_too_large': `The image must be ${IMAGE_MAX_MB} MB or smaller.`,
  'employee.consent_required': 'Biometric consent is required to enrol a face (field "biometric_consent").',
  'employee.invalid_manager': 'The manager must be an active manager or admin.',
  'employee.own_manager': 'An employee cannot be their own manager.',
  'employee.manager_cycle': 'This change would create a reporting cycle.',
  'employee.own_role': 'You cannot change your own role.',
  'employee.own_termination': 'You cannot terminate your own account.',
  'employee.manager_has_reports': ({ count }: { count: number }) =>
    `This employee manages ${count} ${count === 1 ? 'person' : 'people'}: assign them another manager before making this employee an employee.`,
  'employee.locations_format':
    'Allowed locations must be a JSON array of {latitude, longitude, name} or CSV lines "latitude,longitude[,name]".',
  'employee.too_many_locations': `At most ${LOCATIONS_MAX} allowed locations.`,
  'employee.location_latitude': ({ n }: { n: number }) =>
    `Allowed location ${n}: latitude must be a number between -90 and 90.`,
  'employee.location_longitude': ({ n }: { n: number }) =>
    `Allowed location ${n}: longitude must be a number between -180 and 180.`,
  'employee.location_name': ({ n }: { n: number }) =>
    `Allowed location ${n}: name must be text of at most ${TEXT_MAX} characters.`,
} as const satisfies ErrorTexts;

export const employeeError = errorFactory(EMPLOYEE_ERRORS);
