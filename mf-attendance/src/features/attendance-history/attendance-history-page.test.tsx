import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledRoutes, stubFetch } from 'shared-auth/testing';
import english from '../../locales/en.json';
import { logRow, renderAs } from '../../shared/test-utils';
import { AttendanceHistoryPage } from './attendance-history-page';
import { CORRECTED_TEXTS, TAG_TONES } from 'shared-auth/ui';

const M = english.messages;

afterEach(() => jest.restoreAllMocks());

const DEPARTMENTS = [
  { department_id: 3, department_name: 'Engineering', created_at: '2026-01-01T00:00:00Z' },
  { department_id: 4, department_name: 'Sales', created_at: '2026-01-01T00:00:00Z' },
];
const LOGS = [
  logRow({
    record_id: 1,
    employee_name: 'Emma Wilson',
    department_names: ['Engineering', 'Research'],
    discrepancy: 'late by 7 min',
  }),
  logRow({ record_id: 2, employee_name: 'Grace Lewis', department_names: 'Sales', discrepancy: 'early by 3 min' }),
];

describe('AttendanceHistoryPage', () => {
  it('shows the columns with worked time, employees, departments and the status tag', async () => {
    stubFetch({ 'GET /api/departments': { body: DEPARTMENTS }, 'GET /api/attendance_logs': { body: LOGS } });
    renderAs(<AttendanceHistoryPage />, 'manager', 2);
    await screen.findByText('Grace Lewis');

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date',
      'Check In',
      'Check Out',
      'Worked',
      'Employee',
      'Departments',
      'Status',
      'Location',
    ]);
    const emma = within(screen.getByText('Emma Wilson').closest('tr')!);
    expect(emma.getByText('Engineering, Research')).toBeInTheDocument();
    expect(emma.getByText('late by 7 min')).toHaveStyle({ color: TAG_TONES.red!.color });
    expect(emma.getByText('Acme House')).toBeInTheDocument();
    expect(screen.getByText('early by 3 min')).toHaveStyle({ color: TAG_TONES.green!.color });
  });

  it('marks a day an approved correction changed, with the side it set', async () => {
    const corrected = logRow({ record_id: 3, employee_name: 'Noah Green', corrected: true, check_out_corrected: true });
    stubFetch({
      'GET /api/departments': { body: DEPARTMENTS },
      'GET /api/attendance_logs': { body: [...LOGS, corrected] },
    });
    renderAs(<AttendanceHistoryPage />, 'manager', 2);
    const noah = within((await screen.findByText('Noah Green')).closest('tr')!);
    expect(noah.getByText(CORRECTED_TEXTS.corrected(['clock out']))).toHaveStyle({ color: TAG_TONES.purple!.color });
    expect(within(screen.getByText('Grace Lewis').closest('tr')!).queryByText(/Corrected/)).toBeNull();
  });

  it('filters by department and dates on Apply Filters', async () => {
    const filtered = 'GET /api/attendance_logs?start_date=2026-11-02&end_date=2026-11-06&department_id=4';
    const api = stubFetch({
      'GET /api/departments': { body: DEPARTMENTS },
      'GET /api/attendance_logs': { body: LOGS },
      [filtered]: { body: [LOGS[1]] },
    });
    renderAs(<AttendanceHistoryPage />, 'admin', 1);
    await screen.findByText('Emma Wilson');

    await userEvent.click(screen.getByLabelText('Department'));
    await userEvent.click(await screen.findByTitle('Sales'));
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-11-02' } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-11-06' } });
    await userEvent.click(screen.getByRole('button', { name: /Apply Filters/ }));

    await waitFor(() => expect(screen.queryByText('Emma Wilson')).not.toBeInTheDocument());
    expect(screen.getByText('Grace Lewis')).toBeInTheDocument();
    expect(calledRoutes(api)).toContain(filtered);
  });

  it('shows the empty state and a department list failure', async () => {
    stubFetch({
      'GET /api/departments': { status: 500, body: {} },
      'GET /api/attendance_logs': { body: { logs: [] } },
    });
    renderAs(<AttendanceHistoryPage />, 'manager', 2);
    expect(await screen.findByText(M.noRecords)).toBeInTheDocument();
    expect(await screen.findByText(M.departmentsError)).toBeInTheDocument();
  });
});
