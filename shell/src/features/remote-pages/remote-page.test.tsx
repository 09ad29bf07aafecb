import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { federationStub } from '../../testing/federation-runtime-stub';
import { calledRoutes } from 'shared-auth/testing';
import { warmFirstScreen } from '../../app/page-chunks';
import { renderApp, signInAs, stubApi, TEST_REGISTRY } from '../../testing/render-app';
import { pageReload, startRemotes } from './federation';
import english from '../../locales/en.json';

const REMOTE_MESSAGES = english.remote;

const SETTINGS = 'mf_settings/SettingsPage';
// Loaded by one case only: a page loads once per test file (remote-page-loads.ts).
const ENROLMENT = 'mf_people/EmployeeEnrollmentPage';

describe('remote pages', () => {
  // The home page is a lazy chunk first needed mid-test here; compiling it cold on a loaded machine outlasted findBy.
  // eslint-disable-next-line import-x/no-restricted-paths -- warms the chunk the page under test loads lazily
  beforeAll(() => import('../home/home-page'));

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    stubApi();
    signInAs('admin');
  });

  it('loads remotes from the manifests the registry names, with the retry plugin before the error panel', () => {
    startRemotes();
    expect(federationStub.plugins.map((plugin) => (plugin as { name: string }).name)).toEqual([
      'retry-plugin',
      'shell-remote-errors',
    ]);
  });

  it('shows an error panel inside the layout when a remote fails, and Retry really loads it again', async () => {
    federationStub.unprovide(SETTINGS);
    await renderApp('/settings');

    expect(await screen.findByText(REMOTE_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(federationStub.loads.filter((id) => id === SETTINGS)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Reports Dashboard' })).toBeInTheDocument();

    federationStub.provide(SETTINGS, () => ({ default: () => <h1>Settings page</h1> }));
    // Awaited act: the new load suspends (React's `use`) until the registry and the module have arrived.
    await act(() => userEvent.setup().click(screen.getByRole('button', { name: new RegExp(REMOTE_MESSAGES.retry) })));

    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
    expect(screen.queryByText(REMOTE_MESSAGES.loadFailed)).not.toBeInTheDocument();
    expect(federationStub.registrations.at(-1)).toEqual({
      remotes: [{ name: 'mf_settings', entry: 'http://localhost/mf/mf-settings/mf-manifest.json' }],
      force: true,
    });
  });

  it('keeps the rest of the app working while a remote is down, and tries again on the next visit', async () => {
    await renderApp('/reports-dashboard');
    expect(await screen.findByText(REMOTE_MESSAGES.loadFailed)).toBeInTheDocument();

    // Awaited acts: each navigation suspends (a lazy page, React's `use`); a suspension inside user-event's own act,
    // which is not awaited, may never be retried, and the page would stay where it was.
    const user = userEvent.setup();
    await act(() => user.click(screen.getByRole('link', { name: 'Dashboard' })));
    expect(await screen.findByText('Welcome, Test admin')).toBeInTheDocument();

    federationStub.provide('mf_reports/ReportsDashboardPage', () => ({ default: () => <h1>Reports page</h1> }));
    await act(() => user.click(screen.getByRole('link', { name: 'Reports Dashboard' })));
    expect(await screen.findByRole('heading', { name: 'Reports page' })).toBeInTheDocument();
  });

  it('refuses a remote built against a newer shared-auth with both versions named, not a crash', async () => {
    federationStub.provide('mf_people/DepartmentsPage', () => {
      throw new Error(
        '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module shared-auth does not satisfy ' +
          'the requirement of mf_people which needs ^1.1.0)',
      );
    });
    await renderApp('/departments');

    expect(await screen.findByText(REMOTE_MESSAGES.versionSkew)).toBeInTheDocument();
    expect(
      screen.getByText(/mf_people needs shared-auth \^1\.1\.0, but this page has shared-auth 1\.0\.0\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(REMOTE_MESSAGES.retry) })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reports Dashboard' })).toBeInTheDocument();
  });

  /** The settings page open, with an api whose registry revision `moveRegistry` changes; reloads are only counted. */
  async function openSettingsWithMovableRegistry() {
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => {});
    let revision = TEST_REGISTRY.revision;
    stubApi({ 'GET /remotes.json': () => ({ body: { ...TEST_REGISTRY, revision } }) });
    federationStub.provide(SETTINGS, () => ({ default: () => <h1>Settings page</h1> }));
    await renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    return { reload, moveRegistry: (to: string) => (revision = to) };
  }

  it('loads itself afresh, once, when the registry changed since the page was loaded', async () => {
    const { reload, moveRegistry } = await openSettingsWithMovableRegistry();

    moveRegistry('moved-mf-people');
    federationStub.provide('mf_people/EmployeeListPage', () => ({ default: () => <h1>Employee list page</h1> }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'All Employee' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // Loaded beside the look at the registry, the page of the old registry is not shown: a fresh one replaces it.
    await waitFor(() => expect(federationStub.loads).toContain('mf_people/EmployeeListPage'));
    expect(screen.queryByRole('heading', { name: 'Employee list page' })).not.toBeInTheDocument();

    // Reloaded for that revision already: an api answering it again does not start a loop.
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("starts a remote page's load without waiting for the look at the registry (a round trip to the api)", async () => {
    let answered = 0;
    let answerTheLook!: () => void;
    const lookHeld = new Promise<void>((resolve) => (answerTheLook = resolve));
    // The start's registry answers at once; every later fetch, the look whether it moved on, waits.
    stubApi({
      'GET /remotes.json': async () => {
        answered += 1;
        if (answered > 1) await lookHeld;
        return { body: TEST_REGISTRY };
      },
    });
    federationStub.provide(ENROLMENT, () => ({ default: () => <h1>Enrolment page</h1> }));
    await renderApp('/employee-enrollment');

    await waitFor(() => expect(federationStub.loads).toContain(ENROLMENT));
    expect(screen.queryByRole('heading', { name: 'Enrolment page' })).not.toBeInTheDocument();
    await act(async () => answerTheLook());
    expect(await screen.findByRole('heading', { name: 'Enrolment page' })).toBeInTheDocument();
  });

  it('fetches the registry once for a first screen that opens a remote page, and looks again on the next visit', async () => {
    const api = stubApi();
    federationStub.provide('mf_attendance/AttendancePage', () => ({ default: () => <h1>Attendance page</h1> }));
    // As the page starts (bootstrap.tsx): the remote page loads once the registry fetched at start names it.
    warmFirstScreen('/attendance', signInAs('admin'));
    await renderApp('/attendance');
    expect(await screen.findByRole('heading', { name: 'Attendance page' })).toBeInTheDocument();
    const registryFetches = () => calledRoutes(api).filter((route) => route === 'GET /remotes.json');
    expect(registryFetches()).toHaveLength(1);

    await act(() => userEvent.setup().click(screen.getByRole('link', { name: 'Attendance' })));
    await waitFor(() => expect(registryFetches()).toHaveLength(2));
  });

  it('looks again on every visit, also one that finds the page still mounted', async () => {
    const { reload, moveRegistry } = await openSettingsWithMovableRegistry();

    // As when a navigation away is overtaken by one back before it rendered: the page is never unmounted.
    moveRegistry('moved-mf-settings');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
