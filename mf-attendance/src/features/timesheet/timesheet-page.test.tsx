import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledRoutes, stubFetch as stubApi } from 'shared-auth/testing';
import english from '../../locales/en.json';
import { renderAs } from '../../shared/test-utils';
import { TimesheetPage } from './timesheet-page';

const M = english.messages;
const ATTENDANCE_TEXTS = english.texts;

// The PDF download goes through the real base api; its calls to /api/timesheet land here.
const download = jest.fn<Promise<Response>, [string]>();

function stubFetch(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi(routes);
  const answerApi = api.getMockImplementation()!;
  api.mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const path = url.replace(/^http:\/\/localhost\/api\//, '');
    return path.startsWith('timesheet') ? download(path) : answerApi(input, init);
  });
  return api;
}

const EMPLOYEES = [
  {
    employee_id: 7,
    first_name: 'Emma',
    last_name: 'Wilson',
    full_name: 'Emma Wilson',
    email: 'employee@acme.example',
    role: 'employee',
  },
  {
    employee_id: 9,
    first_name: 'Liam',
    last_name: 'Hughes',
    full_name: 'Liam Hughes',
    email: 'liam.hughes@acme.example',
    role: 'employee',
  },
];
const PDF_NAME = 'Timesheet_2026-11-02_2026-11-06.pdf';
const pdf = () =>
  new Response(new Blob(['%PDF-1.7']), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${PDF_NAME}"` },
  });

let saved: { name: string; href: string }[];

beforeEach(() => {
  saved = [];
  download.mockReset();
  URL.createObjectURL = jest.fn(() => 'blob:timesheet');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => jest.restoreAllMocks());

function chooseDates() {
  fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-11-02' } });
  fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-11-06' } });
}
const clickDownload = () => userEvent.click(screen.getByRole('button', { name: /Download/ }));

describe('TimesheetPage', () => {
  it("downloads an employee's own timesheet, without a picker, under the server's file name", async () => {
    const api = stubFetch({});
    download.mockResolvedValue(pdf());
    renderAs(<TimesheetPage />, 'employee');
    expect(screen.queryByLabelText('Employee')).not.toBeInTheDocument();

    chooseDates();
    await clickDownload();

    expect(await screen.findByText(ATTENDANCE_TEXTS.timesheetDownloaded)).toBeInTheDocument();
    expect(download).toHaveBeenCalledWith('timesheet?start_date=2026-11-02&end_date=2026-11-06');
    expect(saved).toEqual([{ name: PDF_NAME, href: 'blob:timesheet' }]);
    // No employee list for an employee: the download is the only call.
    expect(calledRoutes(api)).toEqual(['GET /api/timesheet?start_date=2026-11-02&end_date=2026-11-06']);
  });

  it('clears the success message as soon as the dates change', async () => {
    stubFetch({});
    download.mockResolvedValue(pdf());
    renderAs(<TimesheetPage />, 'employee');
    chooseDates();
    await clickDownload();
    expect(await screen.findByText(ATTENDANCE_TEXTS.timesheetDownloaded)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-11-13' } });
    expect(screen.queryByText(ATTENDANCE_TEXTS.timesheetDownloaded)).not.toBeInTheDocument();
  });

  it.each(['manager', 'admin'] as const)('lets a %s pick the employee', async (role) => {
    stubFetch({ 'GET /api/all_employees_list': { body: EMPLOYEES } });
    download.mockResolvedValue(pdf());
    renderAs(<TimesheetPage />, role, 2);

    chooseDates();
    await userEvent.click(screen.getByLabelText('Employee'));
    await userEvent.click(await screen.findByTitle('Liam Hughes (liam.hughes@acme.example)'));
    await clickDownload();

    await waitFor(() =>
      expect(download).toHaveBeenCalledWith('timesheet?start_date=2026-11-02&end_date=2026-11-06&employee_id=9'),
    );
  });

  it('starts with the current month so far', () => {
    stubFetch({});
    jest.useFakeTimers({
      now: new Date(2026, 10, 18, 10, 0),
      doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'],
    });
    renderAs(<TimesheetPage />, 'employee');
    jest.useRealTimers();
    expect(screen.getByLabelText('Start Date')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('End Date')).toHaveValue('2026-11-18');
  });

  it('needs both dates', () => {
    stubFetch({});
    renderAs(<TimesheetPage />, 'employee');
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '' } });
    expect(screen.getByRole('button', { name: /Download/ })).toBeDisabled();
    expect(screen.getByText(ATTENDANCE_TEXTS.datesRequired)).toBeInTheDocument();
  });

  it.each([
    [
      'the server error',
      () => new Response(JSON.stringify({ error: 'Start date must not be after end date.' }), { status: 400 }),
      'Start date must not be after end date.',
    ],
    ['the spec text without one', () => new Response('oops', { status: 500 }), M.timesheetError],
    ['the spec text when unreachable', () => Promise.reject(new TypeError('Failed to fetch')), M.timesheetError],
  ])('shows %s when the download fails', async (_case, answer, text) => {
    stubFetch({});
    download.mockImplementation(async () => answer());
    renderAs(<TimesheetPage />, 'employee');
    chooseDates();
    await clickDownload();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('shows the spec text when the employee list fails', async () => {
    stubFetch({ 'GET /api/all_employees_list': { status: 500, body: {} } });
    renderAs(<TimesheetPage />, 'admin', 1);
    expect(await screen.findByText(M.employeesError)).toBeInTheDocument();
  });
});
