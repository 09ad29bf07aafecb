import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import type { GetLeaveRequestsApiArg } from 'shared-auth';
import { useLeaveTexts } from '../../shared/leave-texts';

/** Optional filter of GET /api/leave_requests: requests sharing at least one day with it. */
export type DateRange = GetLeaveRequestsApiArg;

/** Start and end dates narrow the list as soon as they change; Refresh asks the api again. */
export function DateRangeFilters({
  range,
  onChange,
  onRefresh,
  refreshing,
}: {
  range: DateRange;
  onChange: (range: DateRange) => void;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const t = useLeaveTexts();
  const set = (key: keyof DateRange) => (event: { target: { value: string } }) =>
    onChange({ ...range, [key]: event.target.value || undefined });

  return (
    <Flex wrap gap={16} align="flex-end" style={{ marginBottom: 16 }}>
      <Form.Item label={t('myLeave.startDate')} htmlFor="my-leave-start" layout="vertical" style={{ margin: 0 }}>
        <Input id="my-leave-start" type="date" value={range.startDate ?? ''} onChange={set('startDate')} />
      </Form.Item>
      <Form.Item label={t('myLeave.endDate')} htmlFor="my-leave-end" layout="vertical" style={{ margin: 0 }}>
        <Input id="my-leave-end" type="date" value={range.endDate ?? ''} onChange={set('endDate')} />
      </Form.Item>
      <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={refreshing}>
        {t('myLeave.refresh')}
      </Button>
    </Flex>
  );
}
