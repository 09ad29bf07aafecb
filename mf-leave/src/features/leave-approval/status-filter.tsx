import { Form, Select } from 'antd';
import type { LeaveRequest } from 'api-contract';
import { isPendingStatus, type Role } from 'shared-auth';
import { useLeaveTexts } from '../../shared/leave-texts';
import { canDecide } from './can-decide';

/** Which requests Approve Leave lists; by default those the viewer can decide now. */
export const STATUS_FILTERS = {
  actionable: 'actionable',
  'pending manager': 'pendingManager',
  'pending admin': 'pendingAdmin',
  approved: 'approved',
  rejected: 'rejected',
  'all pending': 'allPending',
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

export function StatusFilterSelect({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (next: StatusFilter) => void;
}) {
  const t = useLeaveTexts();
  const options = Object.entries(STATUS_FILTERS).map(([value, key]) => ({
    value: value as StatusFilter,
    label: t(`statusFilters.${key}`),
  }));
  return (
    <Form.Item
      label={t('approval.status')}
      htmlFor="leave-approval-status"
      layout="vertical"
      style={{ marginBottom: 16 }}
    >
      <Select<StatusFilter>
        id="leave-approval-status"
        value={value}
        onChange={onChange}
        options={options}
        style={{ width: 'min(260px, 100%)' }}
      />
    </Form.Item>
  );
}
