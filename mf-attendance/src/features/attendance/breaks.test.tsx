import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatTime } from 'shared-auth';
import { RUNNING_HOURS_TICK_MS } from '../../shared/constants';
import english from '../../locales/en.json';
import { renderAs } from '../../shared/test-utils';
import { AttendancePage } from './attendance-page';
import { fakeGeolocation } from './fake-geolocation';
import { CLOCKED_IN, DAY_COMPLETE, NOT_CLOCKED_IN, OFFICE, OFFICE_ADDRESS, stubAttendanceApi } from './test-api';

const M = english.messages;
const T = english.texts;

jest.mock('react-webcam', () => jest.requireActual('./fake-webcam'));

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const ON_BREAK = { ...CLOCKED_IN, on_break: true, break_started_at: '2026-11-20T11:20:00Z', break_minutes: 10 };

async function openAt(routes: Parameters<typeof stubAttendanceApi>[0]) {
  const api = stubAttendanceApi(routes);
  const gps = fakeGeolocation();
  renderAs(<AttendancePage />);
  gps.moveTo(OFFICE.latitude, OFFICE.longitude);
  await screen.findByText(OFFICE_ADDRESS);
  return api;
}

const breakButton = (name: string) => screen.findByRole('button', { name: new RegExp(name) });

describe('AttendancePage: breaks', () => {
  it('clocked in: Start break sends the position without a face check, then shows the running break', async () => {
    let status: object = CLOCKED_IN;
    const bodies: unknown[] = [];
    await openAt({
      'GET /api/current_status': () => ({ body: status }),
      'POST /api/break_start': async (request) => {
        bodies.push(await request.json());
        status = ON_BREAK;
        return { body: { message: 'Break started.' } };
      },
    });

    await userEvent.click(await breakButton(T.startBreak));

    expect(bodies).toEqual([{ latitude: OFFICE.latitude, longitude: OFFICE.longitude }]);
    expect(await breakButton(T.endBreak)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(T.breakStarted);
    expect(screen.getByText(new RegExp(`On break since ${formatTime(ON_BREAK.break_started_at)}`))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on a break: the hours worked stand still while the break runs on', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'], now: new Date('2026-11-20T11:30:00Z') });
    await openAt({ 'GET /api/current_status': { body: ON_BREAK } });

    expect(
      await screen.findByText(`On break since ${formatTime(ON_BREAK.break_started_at)} (10 min)`),
    ).toBeInTheDocument();
    expect(screen.getByText('Hours so far: 2 h 25 min')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(RUNNING_HOURS_TICK_MS));
    expect(screen.getByText(`On break since ${formatTime(ON_BREAK.break_started_at)} (11 min)`)).toBeInTheDocument();
    expect(screen.getByText('Hours so far: 2 h 25 min')).toBeInTheDocument();
  });

  it("shows the api's refusal, as a clock action's", async () => {
    const refusal = 'You are already on a break. End it before starting another.';
    await openAt({
      'GET /api/current_status': { body: CLOCKED_IN },
      'POST /api/break_start': { status: 409, body: { error: refusal, code: 'attendance.already_on_break' } },
    });
    await userEvent.click(await breakButton(T.startBreak));
    expect(await screen.findByRole('status')).toHaveTextContent(`Error: ${refusal}`);
  });

  it('offers no break while clocked out', async () => {
    await openAt({ 'GET /api/current_status': { body: NOT_CLOCKED_IN } });
    await screen.findByText(M.clockedOut);
    expect(screen.queryByRole('button', { name: new RegExp(T.startBreak) })).not.toBeInTheDocument();
  });

  it('offers no break once the day is done, which shows its hours worked and breaks', async () => {
    await openAt({ 'GET /api/current_status': { body: { ...DAY_COMPLETE, break_minutes: 45, worked_minutes: 461 } } });
    expect(await screen.findByText('Hours worked: 7 h 41 min')).toBeInTheDocument();
    expect(screen.getByText('Breaks: 45 min')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(T.startBreak) })).not.toBeInTheDocument();
  });
});
