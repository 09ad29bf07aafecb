import { Form, Select } from 'antd';
import { STATUS_FILTERS, type StatusFilter } from './status-filter';

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
