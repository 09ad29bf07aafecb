import { FilterOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useAttendanceTexts } from './attendance-texts';
import type { DateRange } from './types';

/** Start Date and End Date (plus any extra filter) take effect on Apply Filters only. */
export function DateFilters({
  onApply,
  loading,
  children,
}: {
  onApply: (range: DateRange) => void;
  loading: boolean;
  children?: ReactNode;
}) {
  const t = useAttendanceTexts();
  const id = useId();
  const [range, setRange] = useState<DateRange>({});
  const set = (key: keyof DateRange) => (event: { target: { value: string } }) =>
    setRange((current) => ({ ...current, [key]: event.target.value || undefined }));

  return (
    <Flex wrap gap={16} align="flex-end" style={{ marginBottom: 16 }}>
      <Form.Item label={t('screen.startDate')} htmlFor={`${id}-start`} layout="vertical" style={{ margin: 0 }}>
        <Input id={`${id}-start`} type="date" value={range.startDate ?? ''} onChange={set('startDate')} />
      </Form.Item>
      <Form.Item label={t('screen.endDate')} htmlFor={`${id}-end`} layout="vertical" style={{ margin: 0 }}>
        <Input id={`${id}-end`} type="date" value={range.endDate ?? ''} onChange={set('endDate')} />
      </Form.Item>
      {children}
      <Button type="primary" icon={<FilterOutlined />} onClick={() => onApply(range)} loading={loading}>
        {t('screen.applyFilters')}
      </Button>
    </Flex>
  );
}
