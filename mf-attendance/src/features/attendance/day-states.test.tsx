import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatTime } from 'shared-auth';
import { CORRECTED_TEXTS } from 'shared-auth/ui';
import { RUNNING_HOURS_TICK_MS } from '../../shared/constants';
import english from '../../locales/en.json';
import { renderAs } from '../../shared/test-utils';
import { AttendancePage } from './attendance-page';
import { fakeGeolocation } from './fake-geolocation';
import { CLOCKED_IN, DAY_COMPLETE, OFFICE, OFFICE_ADDRESS, stubAttendanceApi } from './test-api';

const M = english.messages;
const T = english.texts;

jest.mock('react-webcam', () => jest.requireActual('./fake-webcam'));

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const clockButton = () => screen.queryByRole('button', { name: /Verify Face & Clock/ });

async function openAt(status: object) {
  stubAttendanceApi({ 'GET /api/current_status': { body: status } });
  const gps = fakeGeolocation();
  renderAs(<AttendancePage />);
  gps.moveTo(OFFICE.latitude, OFFICE.longitude);
  await screen.findByText(OFFICE_ADDRESS);
}

describe('AttendancePage: the three states of the day', () => {
  it('not clocked in: Clocked Out and the clock-in button', async () => {
    await openAt({ clocked_in: false, state: 'not_clocked_in', clock_in_time: null, clock_out_time: null });
    expect(await screen.findByText(M.clockedOut)).toBeInTheDocument();
    expect(clockButton()).toHaveTextContent(M.verifyAndClockIn);
  });

  it("a night worker clocked in: their shift, 'Your shift 22:00-06:00', over the running day", async () => {
    await openAt({
      ...CLOCKED_IN,
      attendance_date: '2026-11-19',
      shift: {
        starts_at: '2026-11-19T22:00:00Z',
        ends_at: '2026-11-20T06:00:00Z',
        start_time: '22:00',
        end_time: '06:00',
      },
    });
    expect(await screen.findByText('Your shift 22:00-06:00')).toBeInTheDocument();
    expect(screen.getByText(M.clockedIn)).toBeInTheDocument();
  });

  it('without a shift: no shift line', async () => {
    await openAt({ ...CLOCKED_IN, shift: null });
    expect(await screen.findByText(M.clockedIn)).toBeInTheDocument();
    expect(screen.queryByText(/Your shift/)).not.toBeInTheDocument();
  });

  it('offers no clock action until the status is known: a clocked-in person never sees Clock In first', async () => {
    stubAttendanceApi({ 'GET /api/current_status': { body: CLOCKED_IN, delayMs: 200 } });
    renderAs(<AttendancePage />);

    expect(screen.getByText(T.loadingStatus)).toBeInTheDocument();
    expect(clockButton()).not.toBeInTheDocument();
    // The button's place is kept (no layout shift when it arrives).
    expect(document.querySelector('.ant-skeleton-button')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Verify Face & Clock/ })).toHaveTextContent(M.verifyAndClockOut);
  });

  it('clocked in: since when, the running hours (renewed each minute) and the clock-out button', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'], now: new Date('2026-11-20T11:30:00Z') });
    await openAt(CLOCKED_IN);

    expect(await screen.findByText(M.clockedIn)).toBeInTheDocument();
    expect(screen.getByText(`Clocked in since ${formatTime(CLOCKED_IN.clock_in_time)}`)).toBeInTheDocument();
    expect(screen.getByText('Hours so far: 2 h 25 min')).toBeInTheDocument();
    expect(clockButton()).toHaveTextContent(M.verifyAndClockOut);

    await act(() => jest.advanceTimersByTimeAsync(RUNNING_HOURS_TICK_MS));
    expect(screen.getByText('Hours so far: 2 h 26 min')).toBeInTheDocument();
  });

  it('day complete: in, out, hours worked and no clock button', async () => {
    await openAt(DAY_COMPLETE);

    expect(await screen.findByText(T.dayComplete)).toBeInTheDocument();
    expect(screen.getByText(`In ${formatTime(DAY_COMPLETE.clock_in_time)}`)).toBeInTheDocument();
    expect(screen.getByText(`Out ${formatTime(DAY_COMPLETE.clock_out_time)}`)).toBeInTheDocument();
    expect(screen.getByText('Hours worked: 7 h 56 min')).toBeInTheDocument();
    expect(screen.queryByText(T.autoClockedOut)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Corrected/)).not.toBeInTheDocument();
    expect(clockButton()).not.toBeInTheDocument();
  });

  it('a day whose clock in an approved correction set says so', async () => {
    await openAt({ ...DAY_COMPLETE, check_in_corrected: true });
    expect(await screen.findByText(CORRECTED_TEXTS.corrected([CORRECTED_TEXTS.clockInSide]))).toBeInTheDocument();
  });

  it('an automatically closed day says so', async () => {
    await openAt({ ...DAY_COMPLETE, auto_clocked_out: true });
    expect(await screen.findByText(T.autoClockedOut)).toBeInTheDocument();
    expect(clockButton()).not.toBeInTheDocument();
  });

  it('keyboard only: Tab reaches the clock button and Enter opens the face check', async () => {
    await openAt(CLOCKED_IN);
    await screen.findByText(M.clockedIn);
    const user = userEvent.setup();
    for (let i = 0; i < 10 && document.activeElement !== clockButton(); i++) await user.tab();
    expect(clockButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
