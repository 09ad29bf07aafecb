import { leaveRow } from '../../shared/test-utils';
import { canDecide } from './can-decide';

const manager = { role: 'manager', employee_id: '2' } as const;
const admin = { role: 'admin', employee_id: '1' } as const;
const employee = { role: 'employee', employee_id: '4' } as const;

describe('canDecide', () => {
  it('lets a manager decide a report’s request at the manager stage only', () => {
    expect(canDecide(manager, leaveRow({ status: 'pending manager' }))).toBe(true);
    expect(canDecide(manager, leaveRow({ status: 'Pending Manager' }))).toBe(true);
    for (const status of ['pending admin', 'approved', 'rejected'])
      expect(canDecide(manager, leaveRow({ status }))).toBe(false);
  });

  it('lets an admin decide at either pending stage', () => {
    expect(canDecide(admin, leaveRow({ status: 'pending manager' }))).toBe(true);
    expect(canDecide(admin, leaveRow({ status: 'pending admin' }))).toBe(true);
    for (const status of ['approved', 'rejected', 'cancelled'])
      expect(canDecide(admin, leaveRow({ status }))).toBe(false);
  });

  it('never offers a decision on one’s own request, nor to employees', () => {
    expect(canDecide(manager, leaveRow({ employee_id: 2 }))).toBe(false);
    expect(canDecide(admin, leaveRow({ employee_id: 1, status: 'pending admin' }))).toBe(false);
    expect(canDecide(employee, leaveRow())).toBe(false);
  });
});
