import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store, type Role } from 'shared-auth';
import { currentPath, renderApp, signInAs, stubApi } from '../../testing/render-app';
import { LAYOUT_MESSAGES } from './messages';

const sidebarLabels = () => screen.getAllByRole('menuitem').map((item) => item.textContent);
const sidebarEntry = (label: string) => screen.getAllByRole('menuitem').find((item) => item.textContent === label);

describe('layout', () => {
  it.each<[Role, string[]]>([
    ['employee', ['Dashboard', 'Attendance', 'TimeSheet', 'Attendance Logs', 'Request Leave', 'My Leave']],
    [
      'manager',
      [
        'Dashboard',
        'Attendance',
        'TimeSheet',
        'Reports Dashboard',
        'Attendance History',
        'Departments',
        'Approve Leave',
        'Request Leave',
        'My Leave',
      ],
    ],
    [
      'admin',
      [
        'Dashboard',
        'Attendance',
        'TimeSheet',
        'Reports Dashboard',
        'Attendance History',
        'Departments',
        'Approve Leave',
        'Employee Enrollment',
        'All Employee',
        'Settings',
      ],
    ],
  ])('shows the %s sidebar entries, the current one highlighted', async (role, labels) => {
    stubApi();
    signInAs(role);
    await renderApp('/');
    expect(await screen.findByText(`Welcome, Test ${role}`)).toBeInTheDocument();
    expect(sidebarLabels()).toEqual(labels);
    expect(sidebarEntry('Dashboard')).toHaveClass('ant-menu-item-selected');
    expect(sidebarEntry('Attendance')).not.toHaveClass('ant-menu-item-selected');
  });

  it('shows the company logo from the settings', async () => {
    stubApi({ 'GET /api/branding': { body: { company_name: 'Acme Corporation', logo_path: 'files/logo-3f2a.png' } } });
    signInAs('admin');
    await renderApp('/');
    expect(await screen.findByRole('img', { name: 'Acme Corporation' })).toHaveAttribute(
      'src',
      'http://localhost/api/files/logo-3f2a.png',
    );
  });

  it('opens a user menu with the email, Change Password and Logout', async () => {
    stubApi();
    const session = signInAs('employee');
    await renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: LAYOUT_MESSAGES.userMenu }));
    const emailItem = await screen.findByRole('menuitem', { name: new RegExp(session.email) });
    const menu = emailItem.closest<HTMLElement>('[role="menu"]')!;
    expect(within(menu).getByRole('link', { name: LAYOUT_MESSAGES.changePassword })).toHaveAttribute(
      'href',
      '/change_password',
    );

    await user.click(within(menu).getByText(LAYOUT_MESSAGES.logout));
    expect(await screen.findByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(store.getState().session.user).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
