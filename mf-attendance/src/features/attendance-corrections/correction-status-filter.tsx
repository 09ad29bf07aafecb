import { Form, Select } from 'antd';
import { useId } from 'react';
import { CORRECTION_TEXTS as T } from './messages';
import type { AttendanceCorrection } from './types';

export type StatusFilter = AttendanceCorrection['status'] | 'all';

const OPTIONS: { value: StatusFilter; label: string }[] = [
  ...Object.entries(T.statuses).map(([value, label]) => ({ value: value as StatusFilter, label })),
  { value: 'all', label: T.allStatuses },
];

export function CorrectionStatusFilter({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (next: StatusFilter) => void;
}) {
  const id = useId();
  return (
    <Form.Item label={T.statusFilter} htmlFor={id} layout="vertical" style={{ marginBottom: 16 }}>
      <Select<StatusFilter>
        id={id}
        value={value}
        onChange={onChange}
        options={OPTIONS}
        style={{ width: 'min(260px, 100%)' }}
      />
    </Form.Item>
  );
}
