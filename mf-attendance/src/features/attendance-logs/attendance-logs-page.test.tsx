import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledRoutes, stubFetch, type StubAnswer } from 'shared-auth/testing';
import english from '../../locales/en.json';
import { logRow, renderAs } from '../../shared/test-utils';
import { AttendanceLogsPage } from './attendance-logs-page';
import { CORRECTED_TEXTS, TAG_TONES } from 'shared-auth/ui';

const M = english.messages;
const ATTENDANCE_TEXTS = english.texts;

afterEach(() => jest.restoreAllMocks());

const LOGS = [
  logRow({
    record_id: 1,
    attendance_date: '2026-11-20',
    discrepancy: 'late by 12 min',
    spoof_score: '0.9345',
    worked_minutes: 461,
    break_minutes: 45,
  }),
  logRow({
    record_id: 2,
    attendance_date: '2026-11-19',
    check_in_time: '08:41:00',
    check_out_time: null,
    worked_minutes: null,
    discrepancy: 'early by 19 min',
    location: 'POINT(-0.0885 51.5155)',
    spoof_score: null,
  }),
  logRow({ record_id: 3, attendance_date: '2026-11-18', discrepancy: 'on time', auto_closed: true }),
];

const rowOf = (date: string) => screen.getByRole('cell', { name: date }).closest('tr')!;

describe('AttendanceLogsPage', () => {
  it("holds the records' place and shows nothing below them until the first answer (nothing is pushed down)", async () => {
    let answer: ((reply: StubAnswer) => void) | undefined;
    stubFetch({ 'GET /api/attendance_logs': () => new Promise<StubAnswer>((resolve) => (answer = resolve)) });
    renderAs(
      <AttendanceLogsPage>
        <p>Below the records</p>
      </AttendanceLogsPage>,
    );
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Below the records')).not.toBeInTheDocument();

    answer!({ body: LOGS });
    await screen.findByText('November 20, 2026');
    expect(screen.getByText('Below the records')).toBeInTheDocument();
  });

  it('shows the columns with US dates and times, worked time, short addresses, scores and coloured discrepancies', async () => {
    stubFetch({ 'GET /api/attendance_logs': { body: LOGS } });
    renderAs(<AttendanceLogsPage />);
    await screen.findByText('November 20, 2026');

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Date', 'Check In', 'Check Out', 'Worked', 'Location', 'Spoof Score', 'Discrepancy']);
    const first = within(rowOf('November 20, 2026'));
    expect(first.getByText('9:04:12 AM')).toBeInTheDocument();
    expect(first.getByText('5:31:05 PM')).toBeInTheDocument();
    expect(first.getByText('7 h 41 min')).toBeInTheDocument();
    expect(first.getByText('Breaks: 45 min')).toBeInTheDocument();
    expect(first.getByText('Acme House')).toBeInTheDocument();
    expect(first.getByText('0.93')).toBeInTheDocument();
    const second = within(rowOf('November 19, 2026'));
    expect(second.getByText('POINT(-0.0885 51.5155)')).toBeInTheDocument();
    // No check out, no worked time yet, no score.
    expect(second.getAllByText('—')).toHaveLength(3);

    // The spec's red, green and grey, in shades with AA contrast.
    expect(screen.getByText('late by 12 min')).toHaveStyle({ color: TAG_TONES.red!.color });
    expect(screen.getByText('early by 19 min')).toHaveStyle({ color: TAG_TONES.green!.color });
    expect(screen.getByText('on time')).toHaveStyle({ color: TAG_TONES.neutral!.color });
    const region = screen.getByRole('region', { name: 'Attendance records' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
    expect(within(rowOf('November 18, 2026')).getByText('auto')).toBeInTheDocument();
  });

  it('marks corrected days with the sides a correction set, never showing a corrected clock in as face-verified', async () => {
    stubFetch({
      'GET /api/attendance_logs': {
        body: [
          logRow({ record_id: 4, attendance_date: '2026-11-17', corrected: true, check_in_corrected: true }),
          logRow({
            record_id: 5,
            attendance_date: '2026-11-16',
            corrected: true,
            check_in_corrected: true,
            check_out_corrected: true,
          }),
          logRow({ record_id: 6, attendance_date: '2026-11-13', corrected: true, check_out_corrected: true }),
          LOGS[0]!,
        ],
      },
    });
    renderAs(<AttendanceLogsPage />);
    await screen.findByText('November 17, 2026');
    const inOnly = within(rowOf('November 17, 2026'));
    expect(inOnly.getByText(CORRECTED_TEXTS.corrected(['clock in']))).toBeInTheDocument();
    expect(inOnly.getByText(ATTENDANCE_TEXTS.notFaceVerified)).toBeInTheDocument();
    expect(inOnly.queryByText('0.93')).toBeNull();
    const both = within(rowOf('November 16, 2026'));
    expect(both.getByText(CORRECTED_TEXTS.corrected(['clock in', 'clock out']))).toBeInTheDocument();
    // A corrected clock out leaves the face-verified clock in and its score.
    const outOnly = within(rowOf('November 13, 2026'));
    expect(outOnly.getByText(CORRECTED_TEXTS.corrected(['clock out']))).toBeInTheDocument();
    expect(outOnly.getByText('0.93')).toBeInTheDocument();
    expect(within(rowOf('November 20, 2026')).queryByText(/Corrected/)).toBeNull();
  });

  // antd's Table reads the scroll bar's computed style when it mounts, which recalculates the whole page's styles.
  it('draws the records without measuring the page', async () => {
    stubFetch({ 'GET /api/attendance_logs': { body: LOGS } });
    const computedStyle = jest.spyOn(window, 'getComputedStyle');
    renderAs(<AttendanceLogsPage />);
    await screen.findByText('November 20, 2026');
    expect(computedStyle.mock.calls.filter(([, pseudo]) => pseudo)).toEqual([]);
  });

  // antd's Form.Item reads its element's offsetParent on each render after its first: a layout of the whole page.
  it('loads the records without laying the page out for the date filters', async () => {
    stubFetch({ 'GET /api/attendance_logs': { body: LOGS } });
    const offsetParent = jest.spyOn(HTMLElement.prototype, 'offsetParent', 'get');
    renderAs(<AttendanceLogsPage />);
    await screen.findByText('November 20, 2026');
    expect(offsetParent).not.toHaveBeenCalled();
  });

  it('reads the logs from an object with logs', async () => {
    stubFetch({ 'GET /api/attendance_logs': { body: { logs: [LOGS[0]] } } });
    renderAs(<AttendanceLogsPage />);
    expect(await screen.findByText('November 20, 2026')).toBeInTheDocument();
  });

  it('shows the error of an object with error', async () => {
    stubFetch({ 'GET /api/attendance_logs': { body: { error: 'Logs are being rebuilt.' } } });
    renderAs(<AttendanceLogsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Logs are being rebuilt.');
    expect(screen.getByText(M.noRecords)).toBeInTheDocument();
  });

  it('says so when the answer has another shape', async () => {
    stubFetch({ 'GET /api/attendance_logs': { body: { rows: [] } } });
    renderAs(<AttendanceLogsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.logsUnexpectedFormat);
  });

  it.each([
    [
      'the server error',
      { status: 400, body: { error: 'End date cannot be before start date.' } },
      'End date cannot be before start date.',
    ],
    ['an unexpected answer', { status: 502, body: {} }, M.logsUnexpectedResponse],
  ])('shows %s when the call fails', async (_case, answer, text) => {
    stubFetch({ 'GET /api/attendance_logs': answer });
    renderAs(<AttendanceLogsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('says the logs could not be fetched when the api is unreachable', async () => {
    stubFetch({ 'GET /api/attendance_logs': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderAs(<AttendanceLogsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.logsFetchError);
  });

  it('shows the empty state', async () => {
    stubFetch({ 'GET /api/attendance_logs': { body: [] } });
    renderAs(<AttendanceLogsPage />);
    expect(await screen.findByText(M.noRecords)).toBeInTheDocument();
  });

  it('asks for the chosen dates on Apply Filters only, and again on a second Apply', async () => {
    const filtered = 'GET /api/attendance_logs?start_date=2026-11-01&end_date=2026-11-19';
    const api = stubFetch({ 'GET /api/attendance_logs': { body: LOGS }, [filtered]: { body: [LOGS[1]] } });
    renderAs(<AttendanceLogsPage />);
    await screen.findByText('November 20, 2026');

    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-11-19' } });
    expect(calledRoutes(api)).toEqual(['GET /api/attendance_logs']);
    await userEvent.click(screen.getByRole('button', { name: /Apply Filters/ }));

    await waitFor(() => expect(screen.queryByText('November 20, 2026')).not.toBeInTheDocument());
    expect(screen.getByText('November 19, 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Apply Filters/ }));
    await waitFor(() => expect(calledRoutes(api)).toEqual(['GET /api/attendance_logs', filtered, filtered]));
  });
});
