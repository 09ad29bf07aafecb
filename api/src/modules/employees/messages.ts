import { IMAGE_MAX_MB, LOCATIONS_MAX, TEXT_MAX } from './limits';

export const EMPLOYEE_MESSAGES = {
  // The product's texts, word for word: the screens show them as the api sends them.
  enrolled: 'Employee enrolled successfully!',
  managerUpdated: 'Manager updated successfully.',
  terminated: 'Employee deleted successfully.',
  notFound: 'Employee not found.',

  updated: 'Employee updated successfully.',
  multipartRequired: 'Send the employee as multipart/form-data.',
  // required, tooLong, invalidEmail and invalidRole are what the form's schema answers (lib/validation-message.ts).
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string) => `${label} must be at most ${TEXT_MAX} characters.`,
  invalidEmail: 'Email must be a valid email address.',
  emailTaken: 'An employee with this email already exists.',
  invalidRole: 'Role must be one of: employee, manager, admin.',
  invalidDate: (label: string) => `${label} must be a valid date (YYYY-MM-DD).`,
  birthInFuture: 'Date of birth must be in the past.',
  invalidPhone: 'Phone number may contain only digits, spaces and + - ( ) . and needs at least 3 digits.',
  unknownDepartment: 'One or more of the selected departments do not exist.',
  imageRequired: 'Please select a face image (field "image").',
  imageTooLarge: `The image must be ${IMAGE_MAX_MB} MB or smaller.`,
  consentRequired: 'Biometric consent is required to enrol a face (field "biometric_consent").',
  invalidManager: 'The manager must be an active manager or admin.',
  ownManager: 'An employee cannot be their own manager.',
  managerCycle: 'This change would create a reporting cycle.',
  ownRole: 'You cannot change your own role.',
  ownTermination: 'You cannot terminate your own account.',
  managerHasReports: (count: number) =>
    `This employee manages ${count} ${count === 1 ? 'person' : 'people'}: assign them another manager before making this employee an employee.`,
  locationsFormat:
    'Allowed locations must be a JSON array of {latitude, longitude, name} or CSV lines "latitude,longitude[,name]".',
  locationsTooMany: `At most ${LOCATIONS_MAX} allowed locations.`,
  latitudeRange: (n: number) => `Allowed location ${n}: latitude must be a number between -90 and 90.`,
  longitudeRange: (n: number) => `Allowed location ${n}: longitude must be a number between -180 and 180.`,
  locationName: (n: number) => `Allowed location ${n}: name must be text of at most ${TEXT_MAX} characters.`,
} as const;
