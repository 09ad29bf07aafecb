import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyToday } from 'shared-auth';
import { jsonResponse, renderWithStore, stubApi } from '../../shared/test-utils';
import { HolidaysTab } from './holidays-tab';
import english from '../../locales/en.json';
import type { Holiday } from './types';

const M = english.holidays;

afterEach(() => jest.restoreAllMocks());

const YEAR = companyToday().slice(0, 4);
const NEW_YEAR: Holiday = { holiday_id: 1, holiday_date: `${YEAR}-01-01`, name: "New Year's Day", location: null };
const MARATHON: Holiday = { holiday_id: 2, holiday_date: `${YEAR}-04-26`, name: 'Marathon Day', location: 'London' };
const searchOf = (requests: Request[]) => requests.filter((r) => r.method === 'GET').map((r) => new URL(r.url).search);

describe('HolidaysTab', () => {
  it("lists this year's holidays of every calendar, then of the calendar typed", async () => {
    const requests = stubApi({
      'GET /holidays': (request) =>
        jsonResponse(new URL(request.url).searchParams.get('location') ? [MARATHON] : [NEW_YEAR, MARATHON]),
    });
    renderWithStore(<HolidaysTab />);

    expect((await screen.findByText("New Year's Day")).closest('tr')).toHaveTextContent(M.everyOffice);
    expect(screen.getByText('Marathon Day').closest('tr')).toHaveTextContent('London');
    await userEvent.type(screen.getByLabelText(M.calendar), 'London');

    await waitFor(() => expect(screen.queryByText("New Year's Day")).not.toBeInTheDocument());
    expect(searchOf(requests)[0]).toBe(`?year=${YEAR}`);
    expect(searchOf(requests)).toContain(`?year=${YEAR}&location=London`);
  });

  it('adds a holiday to every office and confirms', async () => {
    let sent: unknown;
    stubApi({
      'GET /holidays': () => jsonResponse([]),
      'POST /holidays': async (request) => {
        sent = await request.json();
        return jsonResponse({ message: 'Holiday added.', holiday_id: 3 }, 201);
      },
    });
    renderWithStore(<HolidaysTab />);
    await userEvent.click(await screen.findByRole('button', { name: M.add }));
    const dialog = await screen.findByRole('dialog');

    await userEvent.type(within(dialog).getByLabelText(M.date), `${YEAR}-12-24`);
    await userEvent.type(within(dialog).getByLabelText(M.name), ' Christmas Eve ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Holiday added.')).toBeInTheDocument();
    expect(sent).toEqual({ holiday_date: `${YEAR}-12-24`, name: 'Christmas Eve', location: null });
  });

  it("needs a name before asking the api, and shows the api's refusal in the form", async () => {
    const taken = `There is already a holiday on ${YEAR}-01-01 in that calendar: New Year's Day.`;
    const requests = stubApi({
      'GET /holidays': () => jsonResponse([NEW_YEAR]),
      'PUT /holidays/1': () => jsonResponse({ error: taken }, 409),
    });
    renderWithStore(<HolidaysTab />);
    await userEvent.click(await screen.findByRole('button', { name: `Edit New Year's Day ${YEAR}-01-01` }));
    const dialog = await screen.findByRole('dialog');

    await userEvent.clear(within(dialog).getByLabelText(M.name));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.nameRequired)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(M.name), 'New Year');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
  });

  it('deletes a holiday after a confirmation', async () => {
    const requests = stubApi({
      'GET /holidays': () => jsonResponse([NEW_YEAR]),
      'DELETE /holidays/1': () => jsonResponse({ message: 'Holiday deleted.' }),
    });
    renderWithStore(<HolidaysTab />);
    await userEvent.click(await screen.findByRole('button', { name: `Delete New Year's Day ${YEAR}-01-01` }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Holiday deleted.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });
});
