import type { AllowedLocation, Role } from '../../db/types';
import { parseAllowedLocations } from './allowed-locations';
import type { EmployeeFields } from './employees-schemas';
import { employeeError } from './messages';

/** Absent fields are undefined (unchanged on edit); fields sent blank are null (cleared). */
export interface EmployeeDetails {
  first_name: string;
  last_name: string;
  email: string;
  role?: Role;
  date_of_birth?: string | null;
  phone_number?: string | null;
  hire_date?: string | null;
  job_title?: string | null;
  /** Contracted hours a week: the weekly overtime's threshold; null: none. */
  weekly_hours?: number | null;
  holiday_calendar?: string | null;
  allowed_locations?: AllowedLocation[];
  department_ids?: number[];
}

const tidy = (text: string) => text.replace(/\s+/g, ' ');
const optional = (text: string | undefined) => (text === undefined ? undefined : tidy(text) || null);
const blankAsNull = <T>(value: T | '' | undefined) => (value === '' ? null : value);
const weeklyHours = (value: string | undefined) =>
  value === undefined ? undefined : value === '' ? null : Number(value);

/**
 * The details as stored, from fields the schema has checked; what it cannot say is checked here:
 * a birth date in the past, the locations' two formats.
 */
export function readEmployeeDetails(
  fields: EmployeeFields,
  today = new Date().toISOString().slice(0, 10),
): EmployeeDetails {
  const details: EmployeeDetails = {
    first_name: tidy(fields.first_name),
    last_name: tidy(fields.last_name),
    email: fields.email,
    role: fields.role || undefined,
    date_of_birth: blankAsNull(fields.date_of_birth),
    phone_number: optional(fields.phone_number),
    hire_date: blankAsNull(fields.hire_date),
    job_title: optional(fields.job_title),
    weekly_hours: weeklyHours(fields.weekly_hours),
    holiday_calendar: optional(fields.holiday_calendar),
    allowed_locations:
      fields.allowed_locations === undefined ? undefined : parseAllowedLocations(fields.allowed_locations),
    department_ids: fields.department_ids && [
      ...new Set(fields.department_ids.filter((id): id is number => id !== '')),
    ],
  };
  if (details.date_of_birth && details.date_of_birth >= today) throw employeeError(400, 'employee.birth_in_future');
  return details;
}
