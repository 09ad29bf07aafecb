export const DEPARTMENT_NAME_MAX = 100;

export const DEPARTMENT_MESSAGES = {
  // The same words the Departments screen shows for a blank name (mf-people/src/shared/messages.ts).
  nameRequired: 'Please enter a department name.',
  nameTooLong: `Department name must be at most ${DEPARTMENT_NAME_MAX} characters.`,
  nameTaken: (name: string) => `A department named "${name}" already exists.`,
  notFound: 'Department not found.',
  hasMembers: (count: number) =>
    `This department has ${count} ${count === 1 ? 'member' : 'members'}. Move them to another department first.`,
  created: 'Department created successfully.',
  updated: 'Department updated successfully.',
  deleted: 'Department deleted successfully.',
} as const;
