import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Setting } from 'api-contract';
import { jsonResponse, renderWithStore, SAMPLE_SETTINGS, stubApi } from '../../shared/test-utils';
import english from '../../locales/en.json';
import { WorkWeekCard } from './work-week-card';

const SETTINGS_MESSAGES = english.settings;
const WORK_WEEK_MESSAGES = english.workWeek;

afterEach(() => jest.restoreAllMocks());

const WITH_WORK_DAYS: Setting[] = [
  ...SAMPLE_SETTINGS,
  { setting_key: 'WORK_DAYS', setting_value: 'Mon,Tue,Wed,Thu,Fri' },
];

describe('WorkWeekCard', () => {
  it('ticks the stored days and saves the week in week order with the other settings unchanged', async () => {
    let stored = WITH_WORK_DAYS;
    stubApi({
      'GET /settings': () => jsonResponse(stored),
      'PUT /settings': async (request) => {
        stored = await request.json();
        return jsonResponse({ message: SETTINGS_MESSAGES.updated });
      },
    });
    renderWithStore(<WorkWeekCard />);

    expect(await screen.findByRole('checkbox', { name: 'Mon' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sat' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Fri' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sun' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(SETTINGS_MESSAGES.updated)).toBeInTheDocument();
    expect(stored).toEqual([...SAMPLE_SETTINGS, { setting_key: 'WORK_DAYS', setting_value: 'Mon,Tue,Wed,Thu,Sun' }]);
  });

  it('refuses an empty week before asking the api', async () => {
    const requests = stubApi({
      'GET /settings': () => jsonResponse([...SAMPLE_SETTINGS, { setting_key: 'WORK_DAYS', setting_value: 'Mon' }]),
    });
    renderWithStore(<WorkWeekCard />);

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Mon' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(WORK_WEEK_MESSAGES.noDay);
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it("shows the api's refusal", async () => {
    const invalid = 'WORK_DAYS must be a comma-separated list of Mon, Tue, Wed, Thu, Fri, Sat, Sun.';
    stubApi({
      'GET /settings': () => jsonResponse(WITH_WORK_DAYS),
      'PUT /settings': () => jsonResponse({ error: invalid }, 400),
    });
    renderWithStore(<WorkWeekCard />);

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Sat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
  });
});
