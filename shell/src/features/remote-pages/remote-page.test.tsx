import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { federationStub } from '../../testing/federation-runtime-stub';
import { renderApp, signInAs, stubApi, TEST_MANIFEST } from '../../testing/render-app';
import { REMOTE_MESSAGES } from './messages';

const SETTINGS = 'mf_settings/SettingsPage';

describe('remote pages', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    stubApi();
    signInAs('admin');
  });

  it('shows an error panel inside the layout when a remote fails, and Retry really loads it again', async () => {
    federationStub.unprovide(SETTINGS);
    await renderApp('/settings');

    expect(await screen.findByText(REMOTE_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(federationStub.loads.filter((id) => id === SETTINGS)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Reports Dashboard' })).toBeInTheDocument();

    federationStub.provide(SETTINGS, () => ({ default: () => <h1>Settings page</h1> }));
    await userEvent.setup().click(screen.getByRole('button', { name: new RegExp(REMOTE_MESSAGES.retry) }));

    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
    expect(screen.queryByText(REMOTE_MESSAGES.loadFailed)).not.toBeInTheDocument();
    expect(federationStub.registrations.at(-1)).toEqual({
      remotes: [{ name: 'mf_settings', entry: TEST_MANIFEST.mf_settings }],
      force: true,
    });
  });

  it('keeps the rest of the app working while a remote is down, and tries again on the next visit', async () => {
    await renderApp('/reports-dashboard');
    expect(await screen.findByText(REMOTE_MESSAGES.loadFailed)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('Welcome, Test admin')).toBeInTheDocument();

    federationStub.provide('mf_reports/ReportsDashboardPage', () => ({ default: () => <h1>Reports page</h1> }));
    await user.click(screen.getByRole('link', { name: 'Reports Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Reports page' })).toBeInTheDocument();
  });
});
