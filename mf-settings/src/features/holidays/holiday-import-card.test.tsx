import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithStore, stubApi } from '../../shared/test-utils';
import { HolidayImportCard } from './holiday-import-card';
import english from '../../locales/en.json';

const M = english.holidays;

afterEach(() => jest.restoreAllMocks());

const imported = { message: '8 holidays imported (8 found, the others were already there).', found: 8, added: 8 };

describe('HolidayImportCard', () => {
  it("imports the year of a country's region into the calendar shown", async () => {
    let sent: unknown;
    stubApi({
      'POST /holidays/import': async (request) => {
        sent = await request.json();
        return jsonResponse(imported);
      },
    });
    renderWithStore(<HolidayImportCard year={2027} location="London" />);

    await userEvent.type(screen.getByLabelText(M.country), 'gb');
    await userEvent.type(screen.getByLabelText(M.region), 'eng');
    await userEvent.click(screen.getByRole('button', { name: M.importPublic }));

    expect(await screen.findByText(imported.message)).toBeInTheDocument();
    expect(sent).toEqual({ country: 'GB', region: 'ENG', year: 2027, location: 'London' });
  });

  it('checks the country code before asking the api', async () => {
    const requests = stubApi({});
    renderWithStore(<HolidayImportCard year={2027} location="" />);

    await userEvent.type(screen.getByLabelText(M.country), 'G1');
    await userEvent.click(screen.getByRole('button', { name: M.importPublic }));

    expect(await screen.findByText(M.countryPattern)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the api's refusal of an unknown country", async () => {
    stubApi({ 'POST /holidays/import': () => jsonResponse({ error: 'No public holiday data for "XX".' }, 400) });
    renderWithStore(<HolidayImportCard year={2027} location="" />);

    await userEvent.type(screen.getByLabelText(M.country), 'xx');
    await userEvent.click(screen.getByRole('button', { name: M.importPublic }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No public holiday data for "XX".');
  });

  it('uploads a chosen .ics file as the field "file" and confirms', async () => {
    const requests = stubApi({ 'POST /holidays/import_ics': () => jsonResponse(imported) });
    renderWithStore(<HolidayImportCard year={2027} location="" />);

    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(picker, new File(['BEGIN:VCALENDAR'], 'holidays.ics', { type: 'text/calendar' }));
    await userEvent.click(screen.getByRole('button', { name: M.uploadIcs }));

    expect(await screen.findByText(imported.message)).toBeInTheDocument();
    // jsdom's File is not a Blob to Node's FormData (see logo-card.test.tsx): the multipart field is what is checked.
    expect(requests[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect((await requests[0]!.formData()).has('file')).toBe(true);
  });
});
