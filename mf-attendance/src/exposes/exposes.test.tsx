import { screen } from '@testing-library/react';
import { ROUTE_LABELS } from 'shared-auth';
import { stubFetch } from 'shared-auth/testing';
import { renderAs } from '../shared/test-utils';
import AttendanceHistoryPage from './attendance-history-page';
import AttendanceLogsPage from './attendance-logs-page';
import AttendancePage from './attendance-page';
import AttendanceReviewPage from './attendance-review-page';
import KioskPage from './kiosk-page';
import TimesheetPage from './timesheet-page';

jest.mock('react-webcam', () => jest.requireActual('../features/attendance/fake-webcam'));

afterEach(() => jest.restoreAllMocks());

it.each([
  [ROUTE_LABELS.attendance, AttendancePage],
  [ROUTE_LABELS.attendanceLogs, AttendanceLogsPage],
  [ROUTE_LABELS.attendanceHistory, AttendanceHistoryPage],
  [ROUTE_LABELS.timesheet, TimesheetPage],
  [ROUTE_LABELS.attendanceReview, AttendanceReviewPage],
])('exposes the %s page as a default export', async (title, Page) => {
  stubFetch({
    'GET /api/current_status': { body: { clocked_in: false } },
    'GET /api/attendance_logs': { body: [] },
    'GET /api/departments': { body: [] },
    'GET /api/all_employees_list': { body: [] },
    'GET /api/attendance_corrections': { body: [] },
    'GET /api/attendance_corrections?status=pending': { body: [] },
  });
  renderAs(<Page />, 'manager');

  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  await screen.findByRole('heading', { name: title });
});

it('exposes the kiosk page as a default export: unpaired, it asks for the pairing code', () => {
  renderAs(<KioskPage />);
  expect(screen.getByRole('heading', { name: 'Pair this kiosk' })).toBeInTheDocument();
});
