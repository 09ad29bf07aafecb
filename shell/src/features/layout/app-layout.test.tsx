import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  baseApi,
  companyTimeZone,
  formatTime,
  navEntriesFor,
  ROUTE_LABELS,
  store,
  useCompanyTimeZone,
  type Role,
} from 'shared-auth';
import { appRouteTable } from '../../shared/remote-registry/app-route-table';
import { federationStub } from '../../testing/federation-runtime-stub';
import { currentPath, renderApp, signInAs, stubApi, TEST_REGISTRY } from '../../testing/render-app';
import { setViewportWidth } from '../../testing/viewport';
import english from '../../locales/en.json';

const LAYOUT_MESSAGES = english.layout;

const sidebarLabels = () => screen.getAllByRole('menuitem').map((item) => item.textContent);
const SPEC_LABELS: string[] = Object.values(ROUTE_LABELS);
/** The sidebar the registry (config/remotes.json) gives a role: whatever remotes it lists today. */
const registrySidebar = (role: Role) => navEntriesFor(appRouteTable(TEST_REGISTRY), role).map((entry) => entry.title);
const sidebarEntry = (label: string) => screen.getAllByRole('menuitem').find((item) => item.textContent === label);

describe('layout', () => {
  it.each<[Role, string[]]>([
    [
      'employee',
      ['Dashboard', 'Attendance', 'TimeSheet', 'Attendance Logs', 'Request Leave', 'My Leave', 'Team Calendar'],
    ],
    [
      'manager',
      [
        'Dashboard',
        'Attendance',
        'TimeSheet',
        'Reports Dashboard',
        'Attendance History',
        'Attendance Reviews',
        'Departments',
        'Approve Leave',
        'Request Leave',
        'My Leave',
        'Team Calendar',
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
        'Attendance Reviews',
        'Departments',
        'Approve Leave',
        'Team Calendar',
        'Employee Enrollment',
        'All Employee',
        'Settings',
      ],
    ],
  ])(
    'shows the %s sidebar entries of the registry, the spec ones in order, the current one highlighted',
    async (role, labels) => {
      stubApi();
      signInAs(role);
      await renderApp('/');
      expect(await screen.findByText(`Welcome, Test ${role}`)).toBeInTheDocument();
      expect(sidebarLabels()).toEqual(registrySidebar(role));
      expect(sidebarLabels().filter((label) => SPEC_LABELS.includes(label!))).toEqual(labels);
      expect(sidebarEntry('Dashboard')).toHaveClass('ant-menu-item-selected');
      expect(sidebarEntry('Attendance')).not.toHaveClass('ant-menu-item-selected');
    },
  );

  it('shows the company logo from the settings and the company name beside it', async () => {
    stubApi({ 'GET /api/branding': { body: { company_name: 'Acme Corporation', logo_path: 'files/logo-3f2a.png' } } });
    signInAs('admin');
    const { container } = await renderApp('/');
    const banner = await screen.findByRole('banner');
    await waitFor(() =>
      expect(container.querySelector('header img')).toHaveAttribute('src', 'http://localhost/api/files/logo-3f2a.png'),
    );
    expect(within(banner).getByText('Acme Corporation')).toBeInTheDocument();
  });

  it('subscribes to the branding once, for the company clock: the top bar and the pre-paint snapshot only read it', async () => {
    stubApi();
    signInAs('employee');
    await renderApp('/change_password');
    expect(await screen.findByRole('button', { name: 'Test employee' })).toBeInTheDocument();
    // RTK Query's own count of a query's subscribers (one per mounted useQuery hook).
    const subscriptions = store.dispatch(baseApi.internalActions.internal_getRTKQSubscriptions()) as unknown as {
      getSubscriptionCount: (queryCacheKey: string) => number;
    };
    expect(subscriptions.getSubscriptionCount('getBranding(undefined)')).toBe(1);
  });

  it('collapses the sidebar from a named button of the top bar', async () => {
    stubApi();
    signInAs('employee');
    await renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: LAYOUT_MESSAGES.collapseMenu }));
    expect(screen.getByRole('button', { name: LAYOUT_MESSAGES.expandMenu })).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('.ant-layout-sider')).toHaveClass('ant-layout-sider-collapsed');
  });

  it('on a phone keeps the menu in a drawer that closes once an entry is chosen', async () => {
    setViewportWidth(390);
    stubApi();
    federationStub.provide('mf_attendance/AttendancePage', () => ({ default: () => <h1>Attendance page</h1> }));
    signInAs('employee');
    await renderApp('/');
    expect(await screen.findByText('Welcome, Test employee')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-layout-sider')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: LAYOUT_MESSAGES.openMenu }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('link', { name: 'Attendance' }));
    expect(await screen.findByRole('heading', { name: 'Attendance page' })).toBeInTheDocument();
    expect(currentPath()).toBe('/attendance');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("puts the company's zone from the branding into every formatter, and redraws the pages that read it", async () => {
    stubApi({
      'GET /api/branding': { body: { company_name: 'Acme Corporation', logo_path: null, time_zone: 'Asia/Tokyo' } },
    });
    federationStub.provide('mf_settings/SettingsPage', () => ({
      default: function ClockPage() {
        useCompanyTimeZone();
        return <p>Checked in at {formatTime('2026-01-15T08:05:07Z')}</p>;
      },
    }));
    signInAs('admin');
    await renderApp('/settings');
    expect(await screen.findByText(/Checked in at 5:05:07 PM/)).toBeInTheDocument();
    expect(companyTimeZone()).toBe('Asia/Tokyo');
  });

  it('opens a user menu with the email, Change Password and Logout', async () => {
    stubApi();
    const session = signInAs('employee');
    await renderApp('/');
    const user = userEvent.setup();
    // The button's accessible name is its visible label, the user's name.
    await user.click(await screen.findByRole('button', { name: 'Test employee' }));
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

  it("draws a loading page's heading and skeleton in plain elements: the page that replaces them unmounts no antd component", async () => {
    stubApi();
    // Never loads; the last test here to open a remote page: a page's load is kept for the rest of the file.
    federationStub.provide('mf_attendance/TimesheetPage', () => new Promise(() => {}));
    signInAs('employee');
    await renderApp('/timesheet');
    const heading = await screen.findByRole('heading', { name: 'TimeSheet', level: 2 });
    // antd's Typography.Title and Flex would add their theme's css-var class, and Flex its own classes.
    expect(heading.className).toBe('ant-typography');
    expect(heading.closest('[aria-busy="true"]')?.className).toBe('');
  });
});

describe('a password change that is due', () => {
  it.each(['/', '/attendance', '/settings', '/no-such-page'])(
    'shows the change password screen alone, without the sidebar, on %s',
    async (path) => {
      stubApi();
      signInAs('admin', { must_change_password: true });
      await renderApp(path);
      expect(await screen.findByText('Your password must be changed before you can continue.')).toBeInTheDocument();
      expect(currentPath()).toBe('/change_password');
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Test admin' })).not.toBeInTheDocument();
    },
  );

  it('offers Logout', async () => {
    stubApi();
    signInAs('employee', { must_change_password: true });
    await renderApp('/change_password');
    await userEvent.setup().click(await screen.findByRole('button', { name: LAYOUT_MESSAGES.logout }));
    expect(await screen.findByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
  });
});
