import type { AllowedLocation, Role } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { isCalendarDate } from '../../lib/calendar-date';
import { ALL_ROLES } from '../../plugins/access';
import { parseAllowedLocations } from './allowed-locations';
import type { EmployeeForm } from './employee-form';
import { TEXT_MAX } from './limits';
import { EMPLOYEE_MESSAGES as M } from './messages';

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
  holiday_calendar?: string | null;
  allowed_locations?: AllowedLocation[];
  department_ids?: number[];
}

const LABELS: Record<string, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  date_of_birth: 'Date of birth',
  phone_number: 'Phone number',
  hire_date: 'Hire date',
  job_title: 'Job title',
  holiday_calendar: 'Holiday calendar',
  manager_id: 'Manager id',
  department_ids: 'Department ids',
};
const label = (name: string) => LABELS[name] ?? name;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[\d\s()+.-]+$/;

function single(form: EmployeeForm, name: string): string | undefined {
  const values = form.fields.get(name);
  if (values && values.length > 1) throw new AppError(400, M.repeatedField(name));
  return values?.[0];
}

function optionalText(form: EmployeeForm, name: string): string | null | undefined {
  const value = single(form, name)?.trim().replace(/\s+/g, ' ');
  if (value === undefined || value === '') return value === undefined ? undefined : null;
  if (value.length > TEXT_MAX) throw new AppError(400, M.tooLong(label(name)));
  return value;
}

function requiredText(form: EmployeeForm, name: string): string {
  const value = optionalText(form, name);
  if (!value) throw new AppError(400, M.required(label(name)));
  return value;
}

function optionalDate(form: EmployeeForm, name: string): string | null | undefined {
  const value = optionalText(form, name);
  if (value && !isCalendarDate(value)) throw new AppError(400, M.invalidDate(label(name)));
  return value;
}

function toId(value: string, name: string): number {
  const id = Number(value.trim());
  if (!/^\d{1,10}$/.test(value.trim()) || id < 1 || id > 2_147_483_647)
    throw new AppError(400, M.invalidId(label(name)));
  return id;
}

export function optionalId(form: EmployeeForm, name: string): number | null | undefined {
  const value = optionalText(form, name);
  if (!value) return value === undefined ? undefined : null;
  return toId(value, name);
}

function roleOf(form: EmployeeForm): Role | undefined {
  const value = optionalText(form, 'role');
  if (!value) return undefined;
  if (!(ALL_ROLES as readonly string[]).includes(value)) throw new AppError(400, M.invalidRole);
  return value as Role;
}

function departmentIds(form: EmployeeForm): number[] | undefined {
  const values = form.fields.get('department_ids');
  if (!values) return undefined;
  return [...new Set(values.filter((v) => v.trim()).map((v) => toId(v, 'department_ids')))];
}

function locations(form: EmployeeForm): AllowedLocation[] | undefined {
  const value = single(form, 'allowed_locations');
  return value === undefined ? undefined : parseAllowedLocations(value);
}

/** The fields enrolment and edit share, validated; throws a 400 naming the first bad one. */
export function readEmployeeDetails(
  form: EmployeeForm,
  today = new Date().toISOString().slice(0, 10),
): EmployeeDetails {
  const details: EmployeeDetails = {
    first_name: requiredText(form, 'first_name'),
    last_name: requiredText(form, 'last_name'),
    email: requiredText(form, 'email'),
    role: roleOf(form),
    date_of_birth: optionalDate(form, 'date_of_birth'),
    phone_number: optionalText(form, 'phone_number'),
    hire_date: optionalDate(form, 'hire_date'),
    job_title: optionalText(form, 'job_title'),
    holiday_calendar: optionalText(form, 'holiday_calendar'),
    allowed_locations: locations(form),
    department_ids: departmentIds(form),
  };
  if (!EMAIL.test(details.email)) throw new AppError(400, M.invalidEmail);
  if (details.date_of_birth && details.date_of_birth >= today) throw new AppError(400, M.birthInFuture);
  const phone = details.phone_number;
  if (phone && (!PHONE.test(phone) || phone.replace(/\D/g, '').length < 3)) throw new AppError(400, M.invalidPhone);
  return details;
}

/** An HTML checkbox sends "on"; API clients send "true". */
export function hasConsent(form: EmployeeForm): boolean {
  return ['true', 'on'].includes(single(form, 'biometric_consent')?.trim().toLowerCase() ?? '');
}
