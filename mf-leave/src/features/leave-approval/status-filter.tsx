import { Form, Select } from 'antd';
import type { LeaveRequest } from 'api-contract';
import { isPendingStatus, type Role } from 'shared-auth';
import { canDecide } from './can-decide';

/** Which requests Approve Leave lists; by default those the viewer can decide now. */
export const STATUS_FILTERS = {
  actionable: 'Awaiting my decision',
  'pending manager': 'Pending manager',
  'pending admin': 'Pending admin',
  approved: 'Approved',
  rejected: 'Rejected',
  'all pending': 'All pending',
} as const;

export type StatusFilter = keyof typeof STATUS_FILTERS;
export const DEFAULT_STATUS_FILTER: StatusFilter = 'actionable';

export function matchesStatusFilter(
  filter: StatusFilter,
  request: LeaveRequest,
  viewer: { role: Role; employee_id: string },
): boolean {
  if (filter === 'actionable') return canDecide(viewer, request);
  if (filter === 'all pending') return isPendingStatus(request.status);
  return request.status.trim().toLowerCase() === filter;
}

const OPTIONS = Object.entries(STATUS_FILTERS).map(([value, label]) => ({ value: value as StatusFilter, label }));

export function StatusFilterSelect({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (next: StatusFilter) => void;
}) {
  return (
    <Form.Item label="Status" htmlFor="leave-approval-status" layout="vertical" style={{ marginBottom: 16 }}>
      <Select<StatusFilter>
        id="leave-approval-status"
        value={value}
        onChange={onChange}
        options={OPTIONS}
        style={{ width: 'min(260px, 100%)' }}
      />
    </Form.Item>
  );
}
