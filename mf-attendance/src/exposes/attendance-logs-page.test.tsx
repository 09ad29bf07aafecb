import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-auth/i18n';
import { stubFetch } from 'shared-auth/testing';
import english from '../locales/en.json';
import { correctionRow, logRow, renderAs, wideScreen } from '../shared/test-utils';
import AttendanceLogsPage from './attendance-logs-page';

const T = english.corrections;

afterEach(() => jest.restoreAllMocks());

const WINDOW = { window_days: 30, first_date: '2026-10-22', last_date: '2026-11-20' };
const LOGS = [
  logRow({ record_id: 1, attendance_date: '2026-11-20' }),
  logRow({ record_id: 2, attendance_date: '2026-11-19', check_in_time: '2026-11-19T09:41:00.000Z' }),
  // A manager's logs hold their direct reports' days too: not theirs to correct.
  logRow({ record_id: 3, attendance_date: '2026-11-18', employee_id: 8, employee_name: 'Noah Green' }),
];
const routes = (extra: Record<string, object> = {}) => ({
  'GET /api/attendance_logs': { body: LOGS },
  'GET /api/attendance_corrections': { body: [] },
  'GET /api/attendance_corrections/window': { body: WINDOW },
  ...extra,
});

const dialog = () => screen.findByRole('dialog', { name: T.formTitle });

describe('Attendance Logs with correction requests', () => {
  it('offers a correction on each of the viewer’s own rows only, the form showing the day as recorded', async () => {
    stubFetch(routes());
    renderAs(<AttendanceLogsPage />, 'manager');
    await screen.findByText('November 20, 2026');

    expect(screen.getAllByRole('button', { name: /^Request correction for/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: `${T.requestCorrection} for November 18, 2026` })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Request correction for November 19, 2026' }));
    const form = within(await dialog());
    expect(form.getByLabelText(T.date)).toHaveValue('2026-11-19');
    expect(form.getByText('Recorded now: in 9:41:00 AM, out 5:31:05 PM.')).toBeInTheDocument();
    // The date input keeps to the window the api gives.
    await waitFor(() => expect(form.getByLabelText(T.date)).toHaveAttribute('min', WINDOW.first_date));
    expect(form.getByLabelText(T.date)).toHaveAttribute('max', WINDOW.last_date);
    expect(form.getByText('Days from October 22, 2026 to November 20, 2026 can be corrected.')).toBeInTheDocument();
  });

  it('puts the row action right after the date on a phone, where it needs no scrolling, and last on a wide screen', async () => {
    stubFetch(routes());
    const headers = () =>
      within(screen.getByRole('region', { name: 'Attendance records' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
    const phone = renderAs(<AttendanceLogsPage />);
    await screen.findByText('November 20, 2026');
    expect(headers().slice(0, 2)).toEqual(['Date', 'Actions']);
    phone.unmount();

    wideScreen();
    renderAs(<AttendanceLogsPage />);
    await screen.findByText('November 20, 2026');
    expect(headers()[0]).toBe('Date');
    expect(headers().at(-1)).toBe('Actions');
  });

  it('sends the day, the times given (a time left empty is null) and the reason, then lists the request', async () => {
    let listed: object[] = [];
    const api = stubFetch(
      routes({
        'GET /api/attendance_corrections': () => ({ body: listed }),
        'POST /api/attendance_corrections': () => {
          listed = [correctionRow()];
          return { body: { message: 'Correction request submitted.' } };
        },
      }),
    );
    renderAs(<AttendanceLogsPage />);
    await screen.findByText('November 20, 2026');

    await userEvent.click(screen.getByRole('button', { name: new RegExp(T.requestAnotherDay) }));
    const form = within(await dialog());
    fireEvent.change(form.getByLabelText(T.date), { target: { value: '2026-11-19' } });
    fireEvent.change(form.getByLabelText(T.clockIn), { target: { value: '08:55' } });
    await userEvent.type(form.getByLabelText(T.reason), 'The face check would not load.');
    await userEvent.click(form.getByRole('button', { name: T.submit }));

    await screen.findByText('Correction request submitted.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = api.mock.calls.map(([request]) => request as Request).find((request) => request.method === 'POST')!;
    expect(await post.json()).toEqual({
      date: '2026-11-19',
      clock_in_time: '08:55',
      clock_out_time: null,
      reason: 'The face check would not load.',
    });
    const mine = within(await screen.findByRole('region', { name: T.myRequests }));
    expect(await mine.findByText('The face check would not load.')).toBeInTheDocument();
    expect(mine.getByText(T.statuses.pending)).toBeInTheDocument();
  });

  it('shows the api’s refusal as it comes and keeps the form open', async () => {
    const refusal = 'You already have an open correction request for this day.';
    stubFetch(routes({ 'POST /api/attendance_corrections': { status: 409, body: { error: refusal } } }));
    renderAs(<AttendanceLogsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Request correction for November 20, 2026' }));
    const form = within(await dialog());
    fireEvent.change(form.getByLabelText(T.clockOut), { target: { value: '17:00' } });
    await userEvent.type(form.getByLabelText(T.reason), 'Forgot to clock out.');
    await userEvent.click(form.getByRole('button', { name: T.submit }));
    expect(await form.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: T.formTitle })).toBeInTheDocument();
  });

  it('asks for a day before sending anything', async () => {
    const api = stubFetch(routes());
    renderAs(<AttendanceLogsPage />);
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(T.requestAnotherDay) }));
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: T.submit }));
    expect(await form.findByText(T.dateRequired)).toBeInTheDocument();
    expect(api.mock.calls.some(([request]) => (request as Request).method === 'POST')).toBe(false);
  });

  it('lists the viewer’s own requests with the decision and the decider’s comment', async () => {
    stubFetch(
      routes({
        'GET /api/attendance_corrections': {
          body: [
            correctionRow({ status: 'rejected', comment: 'You were on leave that day.' }),
            correctionRow({ correction_id: 42, employee_id: 8, reason: 'Someone else’s request.' }),
          ],
        },
      }),
    );
    renderAs(<AttendanceLogsPage />, 'manager');
    const mine = within(await screen.findByRole('region', { name: T.myRequests }));
    expect(await mine.findByText('You were on leave that day.')).toBeInTheDocument();
    expect(mine.getByText(T.statuses.rejected)).toBeInTheDocument();
    expect(mine.getByText('In 8:55:00 AM · Out unchanged')).toBeInTheDocument();
    expect(mine.queryByText('Someone else’s request.')).toBeNull();
  });

  // Per row, the correction button, the discrepancy and the corrected tag each subscribed to i18next in an effect:
  // 20 rows ran 400 effects more in the table's mount. The table reads its texts once, whatever its length.
  it('subscribes to the language as often for twenty rows as for one', async () => {
    const subscriptionsFor = async (count: number) => {
      const logs = Array.from({ length: count }, (_, day) =>
        logRow({ record_id: day + 1, attendance_date: `2026-11-${String(day + 1).padStart(2, '0')}`, corrected: true }),
      );
      stubFetch(routes({ 'GET /api/attendance_logs': { body: logs } }));
      const subscribe = jest.spyOn(i18n, 'on');
      const page = renderAs(<AttendanceLogsPage />);
      expect(await screen.findAllByRole('button', { name: /^Request correction for/ })).toHaveLength(count);
      await screen.findByText(T.noRequests);
      const subscriptions = subscribe.mock.calls.length;
      page.unmount();
      subscribe.mockRestore();
      return subscriptions;
    };
    // The first page of a test file also waits for its catalogues, which subscribes once more.
    await subscriptionsFor(1);
    const one = await subscriptionsFor(1);
    expect(await subscriptionsFor(20)).toBe(one);
  });
});
