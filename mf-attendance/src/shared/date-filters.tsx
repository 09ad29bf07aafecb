import { FilterOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { memo, useId, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useAttendanceTexts } from './attendance-texts';
import type { DateRange } from './types';

/**
 * One date of the range. Memoized: antd's Form.Item reads its element's `offsetParent` on every render after its
 * first, which lays the whole page out; the page re-renders the filters as its records load (the Apply button's
 * spinner) and that read cost a phone a layout per render. Now it renders only when its own date or label changes.
 */
const DateField = memo(function DateField({
  id,
  label,
  name,
  value,
  setRange,
}: {
  id: string;
  label: string;
  name: keyof DateRange;
  value: string | undefined;
  setRange: Dispatch<SetStateAction<DateRange>>;
}) {
  return (
    <Form.Item label={label} htmlFor={id} layout="vertical" style={{ margin: 0 }}>
      <Input
        id={id}
        type="date"
        value={value ?? ''}
        onChange={(event) => setRange((current) => ({ ...current, [name]: event.target.value || undefined }))}
      />
    </Form.Item>
  );
});

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

  return (
    <Flex wrap gap={16} align="flex-end" style={{ marginBottom: 16 }}>
      <DateField
        id={`${id}-start`}
        label={t('screen.startDate')}
        name="startDate"
        value={range.startDate}
        setRange={setRange}
      />
      <DateField
        id={`${id}-end`}
        label={t('screen.endDate')}
        name="endDate"
        value={range.endDate}
        setRange={setRange}
      />
      {children}
      <Button type="primary" icon={<FilterOutlined />} onClick={() => onApply(range)} loading={loading}>
        {t('screen.applyFilters')}
      </Button>
    </Flex>
  );
}
