import type { Role } from 'shared-auth';
import type { AllowedLocation } from './types';

/** The details fields enrolment and edit share, as the antd form holds them. */
export interface EmployeeFormValues {
  first_name?: string;
  last_name?: string;
  email?: string;
  role?: Role;
  date_of_birth?: string;
  phone_number?: string;
  hire_date?: string;
  job_title?: string;
  weekly_hours?: string;
  holiday_calendar?: string;
  allowed_locations?: string;
  department_ids?: number[];
}

const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'role',
  'date_of_birth',
  'phone_number',
  'hire_date',
  'job_title',
  'weekly_hours',
  'holiday_calendar',
  'allowed_locations',
] as const;

export const hasRequiredFields = (values: EmployeeFormValues) =>
  Boolean(values.first_name?.trim() && values.last_name?.trim() && values.email?.trim());

/**
 * Multipart body of the details. Enrolment sends optional fields only when filled (docs/product-spec.md section 5);
 * edit sends every field, blank ones too, so that clearing a field clears it on the server.
 */
export function employeeFormData(values: EmployeeFormValues, { onlyFilled }: { onlyFilled: boolean }): FormData {
  const body = new FormData();
  for (const name of TEXT_FIELDS) {
    const value = values[name]?.trim() ?? '';
    if (value || !onlyFilled) body.append(name, value);
  }
  const departments = values.department_ids ?? [];
  for (const id of departments) body.append('department_ids[]', String(id));
  if (departments.length === 0 && !onlyFilled) body.append('department_ids[]', '');
  return body;
}

/** Stored locations as the CSV lines the form shows and the api accepts. */
export function locationsAsText(locations: AllowedLocation[]): string {
  return locations
    .map(({ latitude, longitude, name }) => [latitude, longitude, name].filter((v) => v !== undefined).join(','))
    .join('\n');
}
