import { Form, Select } from 'antd';
import { useId } from 'react';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import type { AttendanceCorrection } from './types';

export type StatusFilter = AttendanceCorrection['status'] | 'all';

const STATUSES: readonly AttendanceCorrection['status'][] = ['pending', 'approved', 'rejected'];

export function CorrectionStatusFilter({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (next: StatusFilter) => void;
}) {
  const t = useAttendanceTexts();
  const id = useId();
  const options: { value: StatusFilter; label: string }[] = [
    ...STATUSES.map((status) => ({ value: status, label: t(`corrections.statuses.${status}`) })),
    { value: 'all', label: t('corrections.allStatuses') },
  ];
  return (
    <Form.Item label={t('corrections.statusFilter')} htmlFor={id} layout="vertical" style={{ marginBottom: 16 }}>
      <Select<StatusFilter>
        id={id}
        value={value}
        onChange={onChange}
        options={options}
        style={{ width: 'min(260px, 100%)' }}
      />
    </Form.Item>
  );
}
