import type { Locator, Page } from 'playwright-core';

/** A text of the English catalogues in the page's language: the English itself, or every translation of it. */
export type Words = (english: string) => string | RegExp;
/** The English walks' words. */
export const ENGLISH: Words = (english) => english;

/**
 * The action each screen is there for, by its path in shared-auth's access table: the walks wait for it (the
 * screen has loaded), then check it can be seen and tapped. A route added to the table without one here fails them.
 * Named by their English texts, which `words` gives in the page's language.
 */
export const PRIMARY_ACTIONS: Record<string, (main: Locator, words: Words) => Locator> = {
  '': (main, words) => main.getByRole('link', { name: words('View all') }),
  // A completed day offers no clock action: it says so instead.
  attendance: (main, words) =>
    main
      .getByRole('button', { name: words('Verify Face & Clock In') })
      .or(main.getByRole('button', { name: words('Verify Face & Clock Out') }))
      .or(main.getByText(words('Day complete'))),
  timesheet: (main, words) => main.getByRole('button', { name: words('Download') }),
  'reports-dashboard': (main, words) => main.getByRole('button', { name: words('Apply Filters') }),
  'attendance-history': (main, words) => main.getByRole('button', { name: words('Apply Filters') }),
  'attendance-logs': (main, words) => main.getByRole('button', { name: words('Apply Filters') }),
  'attendance-review': (main, words) => main.getByLabel(words('Correction status')),
  departments: (main, words) => main.getByRole('button', { name: words('Create') }),
  'leave-approval': (main, words) => main.getByLabel(words('Status')),
  'leave-request': (main, words) => main.getByRole('button', { name: words('Submit Request') }),
  'leave-dashboard': (main, words) => main.getByRole('button', { name: words('Refresh') }),
  'team-calendar': (main, words) => main.getByRole('button', { name: words('Next month') }),
  'employee-enrollment': (main, words) => main.getByRole('button', { name: words('Enroll Employee') }),
  'employee-list': (main, words) => main.getByLabel(words('Filter employees')),
  'employees/edit/:employee_id': (main, words) => main.getByRole('button', { name: words('Save Changes') }),
  settings: (main, words) => main.getByRole('button', { name: words('Save Changes') }),
  // The week's actions appear once a department is chosen: choosing it is what the screen starts with.
  roster: (main, words) => main.getByLabel(words('Department')),
  // What the screen is there for is reading one's shifts: its list, which may be empty.
  'my-shifts': (main, words) => main.getByRole('heading', { name: words('Upcoming shifts') }),
  'shift-types': (main, words) => main.getByRole('button', { name: words('Add shift type') }),
  change_password: (main, words) => main.getByRole('button', { name: words('Change Password') }),
};

/** The public screens, loaded without a session. */
export const PUBLIC_SCREENS: Array<{ path: string; primary: (page: Page) => Locator }> = [
  { path: '/login', primary: (page) => page.getByRole('button', { name: 'LOG IN' }) },
  { path: '/forgot_password', primary: (page) => page.getByRole('button', { name: 'Send Reset Link' }) },
  { path: '/reset_password', primary: (page) => page.getByRole('button', { name: 'Back to Login' }) },
  { path: '/reset_password?token=e2e', primary: (page) => page.getByRole('button', { name: 'Reset Password' }) },
];
