import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithStore, SAMPLE_SETTINGS, stubApi } from '../shared/test-utils';
import SettingsPage from './settings-page';
import { SETTINGS_TABS } from './settings-tabs';

afterEach(() => jest.restoreAllMocks());

describe('SettingsPage', () => {
  it('opens on the system settings and fetches a tab only when it is opened', async () => {
    const requests = stubApi({
      'GET /settings': () => jsonResponse(SAMPLE_SETTINGS),
      'GET /leave_policies': () => jsonResponse([]),
    });
    renderWithStore(<SettingsPage />);

    expect(await screen.findByLabelText('COMPANY_NAME')).toHaveValue('Acme Corporation');
    expect(requests.some((r) => r.url.includes('leave_policies'))).toBe(false);

    await userEvent.click(screen.getByRole('tab', { name: SETTINGS_TABS.leavePolicies }));

    expect(await screen.findByText('No leave types yet.')).toBeInTheDocument();
    expect(screen.queryByLabelText('COMPANY_NAME')).not.toBeInTheDocument();
  });
});
