import { errorFactory, type ErrorTexts } from '../../lib/app-error';

export const DEPARTMENT_NAME_MAX = 100;

export const DEPARTMENT_MESSAGES = {
  created: 'Department created successfully.',
  updated: 'Department updated successfully.',
  deleted: 'Department deleted successfully.',
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const DEPARTMENT_ERRORS = {
  // The same words the Departments screen shows for a blank name (mf-people/src/shared/messages.ts).
  'department.name_required': 'Please enter a department name.',
  'department.name_too_long': `Department name must be at most ${DEPARTMENT_NAME_MAX} characters.`,
  'department.name_taken': ({ name }: { name: string }) => `A department named "${name}" already exists.`,
  'department.not_found': 'Department not found.',
  'department.has_members': ({ count }: { count: number }) =>
    `This department has ${count} ${count === 1 ? 'member' : 'members'}. Move them to another department first.`,
} as const satisfies ErrorTexts;

export const departmentError = errorFactory(DEPARTMENT_ERRORS);
