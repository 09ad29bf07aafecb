import { Button, Flex, Form, Segmented, Select, Typography } from 'antd';
import { useGetDepartmentsQuery } from '../../shared/api';
import { rangeTitle, type RosterView } from '../../shared/dates';
import { ROSTER_TEXTS } from '../../shared/messages';

/** Which department, which week or month. */
export function RosterToolbar({
  departmentId,
  onDepartment,
  view,
  onView,
  start,
  end,
  onStep,
  onToday,
}: {
  departmentId?: number;
  onDepartment: (departmentId: number) => void;
  view: RosterView;
  onView: (view: RosterView) => void;
  start: string;
  end: string;
  onStep: (step: -1 | 1) => void;
  onToday: () => void;
}) {
  const { data: departments, isLoading } = useGetDepartmentsQuery();
  return (
    <Flex wrap gap={16} align="flex-end">
      <Form.Item label={ROSTER_TEXTS.department} htmlFor="roster-department" layout="vertical" style={{ margin: 0 }}>
        <Select<number>
          id="roster-department"
          placeholder={ROSTER_TEXTS.chooseDepartment}
          loading={isLoading}
          value={departmentId}
          onChange={onDepartment}
          options={(departments ?? []).map(({ department_id, department_name }) => ({
            value: department_id,
            label: department_name,
          }))}
          style={{ width: 240, maxWidth: '100%' }}
        />
      </Form.Item>
      <Segmented<RosterView>
        aria-label={ROSTER_TEXTS.view}
        value={view}
        onChange={onView}
        options={[
          { value: 'week', label: ROSTER_TEXTS.week },
          { value: 'month', label: ROSTER_TEXTS.month },
        ]}
      />
      <Flex gap={8} align="center" wrap>
        <Button onClick={() => onStep(-1)}>{ROSTER_TEXTS.previous}</Button>
        <Button onClick={onToday}>{ROSTER_TEXTS.today}</Button>
        <Button onClick={() => onStep(1)}>{ROSTER_TEXTS.next}</Button>
        <Typography.Text strong aria-live="polite">
          {rangeTitle(view, start, end)}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
