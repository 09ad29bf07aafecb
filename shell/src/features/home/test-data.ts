import type { Birthday, DashboardStats, LeaveRequest } from 'api-contract';

export const STATS: DashboardStats = {
  dailyStats: [
    { key: 'on_time', label: 'Present On Time', value: 12, color: '#52c41a', icon: 'onTime' },
    { key: 'late', label: 'Late Arrivals', value: 3, color: '#ff4d4f', icon: 'late' },
    { key: 'early', label: 'Arrived Early', value: 4, color: '#1677ff', icon: 'early' },
    { key: 'absent', label: 'Absent', value: 2, color: '#fa8c16', icon: 'other' },
    { key: 'on_leave', label: 'On Leave', value: 1, color: '#722ed1', icon: 'other' },
  ],
  employees: [
    {
      id: 4,
      name: 'Emma Wilson',
      role: 'employee',
      department: 'Engineering',
      location: 'Acme House, 1 Moorgate, City of London',
      workHours: 4,
      clockInType: 'in office',
      discrepancy: 'on time',
      check_in_corrected: false,
      check_out_corrected: false,
    },
    {
      id: 5,
      name: 'Liam Hughes',
      role: 'employee',
      department: 'Engineering',
      location: 'POINT(-0.1796 51.5362)',
      workHours: 9.5,
      clockInType: 'remote',
      discrepancy: 'late by 12 min',
      check_in_corrected: true,
      check_out_corrected: false,
    },
  ],
};

export const BIRTHDAYS: Birthday[] = [
  { employee_id: 9, name: 'Isla Khan', birthday: '12-24', next_birthday: '2026-12-24' },
];

export function leaveRequest(id: number, status: string): LeaveRequest {
  return {
    request_id: id,
    employee_id: 4,
    employee_name: 'Emma Wilson',
    start_date: '2026-12-01',
    end_date: '2026-12-02',
    start_half: false,
    end_half: false,
    start_time: null,
    end_time: null,
    unit: 'day',
    leave_type: 'vacation',
    reason: null,
    status,
    created_at: '2026-11-20T09:00:00Z',
    manager_approval_comment: null,
    admin_approval_comment: null,
    manager_decided_by_name: null,
    manager_decided_for_name: null,
  };
}

/** Five pending requests among others: the card shows three. */
export const LEAVE = [1, 2, 3, 4, 5]
  .map((id) => leaveRequest(id, id % 2 ? 'pending manager' : 'pending admin'))
  .concat(leaveRequest(6, 'approved'), leaveRequest(7, 'rejected'));

export const GEOCODE_ROUTE = 'GET /api/geocode/reverse?lat=51.5362&lon=-0.1796';
