import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import english from '../../locales/en.json';
import { SystemSettings } from './system-settings';
import { jsonResponse, renderWithStore, SAMPLE_SETTINGS, stubApi } from '../../shared/test-utils';

const SETTINGS_MESSAGES = english.settings;

// Each render of the settings table, with whether it shows the loader.
const mockTableRenders = jest.fn();
jest.mock('./settings-table-card', () => {
  const actual = jest.requireActual('./settings-table-card');
  const { createElement } = jest.requireActual('react');
  return {
    SettingsTableCard: (props: { loading: boolean }) => {
      mockTableRenders(props.loading);
      return createElement(actual.SettingsTableCard, props);
    },
  };
});

afterEach(() => jest.restoreAllMocks());

const getSettings = () => jsonResponse(SAMPLE_SETTINGS);

describe('SystemSettings', () => {
  // Reading the whole query state, the page drew again as its request started, synchronously after mounting.
  it('draws the table once on mount, then once the settings arrive', async () => {
    stubApi({ 'GET /settings': getSettings });
    mockTableRenders.mockClear();
    renderWithStore(<SystemSettings />);

    expect(mockTableRenders.mock.calls).toEqual([[true]]);
    expect(await screen.findByLabelText('COMPANY_NAME')).toBeInTheDocument();
    expect(mockTableRenders.mock.calls).toEqual([[true], [false]]);
  });

  it('shows every setting but the logo path, with friendly labels and the keys', async () => {
    stubApi({ 'GET /settings': getSettings });
    renderWithStore(<SystemSettings />);

    expect(await screen.findByLabelText('COMPANY_NAME')).toHaveValue('Acme Corporation');
    expect(screen.getByLabelText('TIME_ZONE')).toHaveValue('Europe/London');
    expect(screen.getByText('Time zone')).toBeInTheDocument();
    expect(screen.getByLabelText('CUSTOM_FLAG')).toHaveValue('on');
    expect(screen.queryByText('SYSTEM_LOGO_PATH')).not.toBeInTheDocument();
    expect(screen.getByText(SETTINGS_MESSAGES.noLogo)).toBeInTheDocument();
  });

  it('says when there are no settings', async () => {
    stubApi({ 'GET /settings': () => jsonResponse([]) });
    renderWithStore(<SystemSettings />);

    expect(await screen.findByText(SETTINGS_MESSAGES.noSettings)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('sends the whole array on Save Changes and confirms', async () => {
    let stored = SAMPLE_SETTINGS;
    const requests = stubApi({
      'GET /settings': () => jsonResponse(stored),
      'PUT /settings': async (request) => {
        stored = await request.json();
        return jsonResponse({});
      },
    });
    renderWithStore(<SystemSettings />);
    const input = await screen.findByLabelText('TIME_ZONE');

    await userEvent.clear(input);
    await userEvent.type(input, 'America/New_York');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(SETTINGS_MESSAGES.updated)).toBeInTheDocument();
    expect(stored).toEqual(
      SAMPLE_SETTINGS.map((s) => (s.setting_key === 'TIME_ZONE' ? { ...s, setting_value: 'America/New_York' } : s)),
    );
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2));
    expect(screen.getByLabelText('TIME_ZONE')).toHaveValue('America/New_York');

    // The next edit starts the next action: the confirmation goes.
    await userEvent.type(screen.getByLabelText('COMPANY_NAME'), ' Ltd');
    expect(screen.queryByText(SETTINGS_MESSAGES.updated)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'System settings' })).toHaveAttribute('tabindex', '0');
  });

  it('shows the validation error the api answers', async () => {
    const invalid = 'TIME_ZONE must be an IANA time zone.';
    stubApi({ 'GET /settings': getSettings, 'PUT /settings': () => jsonResponse({ error: invalid }, 400) });
    renderWithStore(<SystemSettings />);
    await userEvent.type(await screen.findByLabelText('TIME_ZONE'), 'x');

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    expect(screen.getByLabelText('TIME_ZONE')).toHaveValue('Europe/Londonx');
  });

  it('falls back to its own text when a save fails without an error body', async () => {
    stubApi({ 'GET /settings': getSettings, 'PUT /settings': () => new Response('Bad gateway', { status: 502 }) });
    renderWithStore(<SystemSettings />);
    await userEvent.type(await screen.findByLabelText('COMPANY_NAME'), ' Ltd');

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SETTINGS_MESSAGES.updateFailed);
  });

  it('says when the settings cannot be fetched, and retries', async () => {
    let calls = 0;
    stubApi({
      'GET /settings': () => (++calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : getSettings()),
    });
    renderWithStore(<SystemSettings />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SETTINGS_MESSAGES.fetchFailed);
    expect(screen.queryByText(SETTINGS_MESSAGES.noSettings)).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: /Retry/ }));
    expect(await screen.findByLabelText('COMPANY_NAME')).toHaveValue('Acme Corporation');
  });
});
