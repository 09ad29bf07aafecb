// Fake api answers for the Attendance screen's tests.
import { stubFetch, type StubAnswer, type StubRoute } from 'shared-auth/testing';

export const OFFICE = { latitude: 51.5155, longitude: -0.0885 };
export const OFFICE_ADDRESS = 'Acme London HQ, 1 Moorgate, City of London, London, EC2R 6JH, United Kingdom';
export const OFFICE_GEOCODE = `GET /api/geocode/reverse?lat=${OFFICE.latitude}&lon=${OFFICE.longitude}`;

/** Clocked out at the office unless `routes` says otherwise. */
export function stubAttendanceApi(routes: Record<string, StubRoute | StubAnswer> = {}) {
  return stubFetch({
    'GET /api/current_status': { body: { clocked_in: false } },
    [OFFICE_GEOCODE]: { body: { display_name: OFFICE_ADDRESS } },
    ...routes,
  });
}
