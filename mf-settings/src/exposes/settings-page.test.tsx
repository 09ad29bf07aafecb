import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithStore, SAMPLE_SETTINGS, stubApi } from '../shared/test-utils';
import SettingsPage from './settings-page';
import english from '../locales/en.json';

const SETTINGS_TABS = english.page.tabs;
const SECTION_LABEL = english.page.section;
const API_TOKEN_MESSAGES = english.apiTokens;
const WEBHOOK_MESSAGES = english.webhooks;

// The tabs are the desktop's layout; a phone's picks the section with a select.
const mockTabsRenders = jest.fn();
jest.mock('antd', () => {
  const antd = jest.requireActual('antd');
  const { createElement } = jest.requireActual('react');
  return {
    ...antd,
    Tabs: (props: object) => {
      mockTabsRenders();
      return createElement(antd.Tabs, props);
    },
  };
});

const phoneMedia = window.matchMedia;
/** A desktop-wide window: every antd breakpoint (min-width) query matches. */
function desktopWidth() {
  window.matchMedia = (query: string) => ({ ...phoneMedia(query), matches: query.includes('min-width') });
}

afterEach(() => {
  jest.restoreAllMocks();
  window.matchMedia = phoneMedia;
});

const routes = {
  'GET /settings': () => jsonResponse(SAMPLE_SETTINGS),
  'GET /leave_policies': () => jsonResponse([]),
};

describe('SettingsPage', () => {
  it('opens on the system settings and fetches a tab only when it is opened', async () => {
    desktopWidth();
    const requests = stubApi(routes);
    renderWithStore(<SettingsPage />);

    expect(await screen.findByLabelText('COMPANY_NAME')).toHaveValue('Acme Corporation');
    expect(requests.some((r) => r.url.includes('leave_policies'))).toBe(false);

    await userEvent.click(screen.getByRole('tab', { name: SETTINGS_TABS.leavePolicies }));

    expect(await screen.findByText('No leave types yet.')).toBeInTheDocument();
    expect(screen.queryByLabelText('COMPANY_NAME')).not.toBeInTheDocument();
  });

  it('picks the section with a select on a phone, where the tabs do not fit', async () => {
    stubApi(routes);
    renderWithStore(<SettingsPage />);
    expect(await screen.findByLabelText('COMPANY_NAME')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(SECTION_LABEL));
    await userEvent.click(await screen.findByTitle(SETTINGS_TABS.leavePolicies));

    expect(await screen.findByText('No leave types yet.')).toBeInTheDocument();
    expect(screen.queryByLabelText('COMPANY_NAME')).not.toBeInTheDocument();
  });

  // A layout known after the first render drew the whole page a second time, synchronously.
  it.each([
    ['phone', 0],
    ['desktop', 1],
  ])('draws the layout for a %s at the first render', async (screenKind, tabsRenders) => {
    if (screenKind === 'desktop') desktopWidth();
    stubApi(routes);
    mockTabsRenders.mockClear();
    renderWithStore(<SettingsPage />);

    expect(mockTabsRenders).toHaveBeenCalledTimes(tabsRenders);
    expect(await screen.findByLabelText('COMPANY_NAME')).toBeInTheDocument();
  });

  it('shows the API tokens and the webhooks under Integrations', async () => {
    desktopWidth();
    stubApi({
      ...routes,
      'GET /api_tokens': () => jsonResponse([]),
      'GET /employees_list': () => jsonResponse([]),
      'GET /webhooks': () => jsonResponse([]),
    });
    renderWithStore(<SettingsPage />);
    await userEvent.click(await screen.findByRole('tab', { name: SETTINGS_TABS.integrations }));

    expect(await screen.findByText(API_TOKEN_MESSAGES.empty)).toBeInTheDocument();
    expect(await screen.findByText(WEBHOOK_MESSAGES.empty)).toBeInTheDocument();
  });
});
