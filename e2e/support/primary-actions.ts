import type { Locator, Page } from 'playwright-core';

/**
 * The action each screen is there for, by its path in shared-auth's access table: the walks wait for it (the
 * screen has loaded), then check it can be seen and tapped. A route added to the table without one here fails them.
 */
export const PRIMARY_ACTIONS: Record<string, (main: Locator) => Locator> = {
  '': (main) => main.getByRole('link', { name: 'View all' }),
  // A completed day offers no clock action: it says so instead.
  attendance: (main) =>
    main.getByRole('button', { name: /Verify Face & Clock (In|Out)$/ }).or(main.getByText('Day complete')),
  timesheet: (main) => main.getByRole('button', { name: /Download/ }),
  'reports-dashboard': (main) => main.getByRole('button', { name: 'Apply Filters' }),
  'attendance-history': (main) => main.getByRole('button', { name: 'Apply Filters' }),
  'attendance-logs': (main) => main.getByRole('button', { name: 'Apply Filters' }),
  'attendance-review': (main) => main.getByLabel('Correction status'),
  departments: (main) => main.getByRole('button', { name: 'Create' }),
  'leave-approval': (main) => main.getByLabel('Status'),
  'leave-request': (main) => main.getByRole('button', { name: 'Submit Request' }),
  'leave-dashboard': (main) => main.getByRole('button', { name: 'Refresh' }),
  'team-calendar': (main) => main.getByRole('button', { name: 'Next month' }),
  'employee-enrollment': (main) => main.getByRole('button', { name: 'Enroll Employee' }),
  'employee-list': (main) => main.getByLabel('Filter employees'),
  'employees/edit/:employee_id': (main) => main.getByRole('button', { name: 'Save Changes' }),
  settings: (main) => main.getByRole('button', { name: 'Save Changes' }),
  // The week's actions appear once a department is chosen: choosing it is what the screen starts with.
  roster: (main) => main.getByLabel('Department'),
  // What the screen is there for is reading one's shifts: its list, which may be empty.
  'my-shifts': (main) => main.getByRole('heading', { name: 'Upcoming shifts' }),
  'shift-types': (main) => main.getByRole('button', { name: 'Add shift type' }),
  change_password: (main) => main.getByRole('button', { name: 'Change Password' }),
};

/** The public screens, loaded without a session. */
export const PUBLIC_SCREENS: Array<{ path: string; primary: (page: Page) => Locator }> = [
  { path: '/login', primary: (page) => page.getByRole('button', { name: 'LOG IN' }) },
  { path: '/forgot_password', primary: (page) => page.getByRole('button', { name: 'Send Reset Link' }) },
  { path: '/reset_password', primary: (page) => page.getByRole('button', { name: 'Back to Login' }) },
  { path: '/reset_password?token=e2e', primary: (page) => page.getByRole('button', { name: 'Reset Password' }) },
];
