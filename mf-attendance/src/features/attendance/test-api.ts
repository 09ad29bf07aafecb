// Fake api answers for the Attendance screen's tests.
import { stubFetch, type StubAnswer, type StubRoute } from 'shared-auth/testing';

export const OFFICE = { latitude: 51.5155, longitude: -0.0885 };
export const OFFICE_ADDRESS = 'Acme London HQ, 1 Moorgate, City of London, London, EC2R 6JH, United Kingdom';
export const OFFICE_GEOCODE = `GET /api/geocode/reverse?lat=${OFFICE.latitude}&lon=${OFFICE.longitude}`;

/** GET /api/current_status in each state of the day (ISO UTC instants). */
export const NOT_CLOCKED_IN = {
  clocked_in: false,
  state: 'not_clocked_in',
  clock_in_time: null,
  clock_out_time: null,
  auto_clocked_out: false,
  check_in_corrected: false,
  check_out_corrected: false,
  on_break: false,
  break_started_at: null,
  break_minutes: 0,
  worked_minutes: null,
};
/** As read at 11:30: 2 h 25 min worked. */
export const CLOCKED_IN = {
  ...NOT_CLOCKED_IN,
  clocked_in: true,
  state: 'clocked_in',
  clock_in_time: '2026-11-20T09:04:12Z',
  worked_minutes: 145,
};
/** 8 h 26 min 53 s less the automatic 30 min break: 7 h 56 min worked. */
export const DAY_COMPLETE = {
  ...NOT_CLOCKED_IN,
  state: 'day_complete',
  clock_in_time: '2026-11-20T09:04:12Z',
  clock_out_time: '2026-11-20T17:31:05Z',
  worked_minutes: 476,
};

/** Clocked out at the office unless `routes` says otherwise. */
export function stubAttendanceApi(routes: Record<string, StubRoute | StubAnswer> = {}) {
  return stubFetch({
    'GET /api/current_status': { body: NOT_CLOCKED_IN },
    [OFFICE_GEOCODE]: { body: { display_name: OFFICE_ADDRESS } },
    ...routes,
  });
}
