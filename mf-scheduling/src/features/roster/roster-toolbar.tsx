import { Button, Flex, Form, Segmented, Select, Typography } from 'antd';
import { useGetDepartmentsQuery } from '../../shared/api';
import { rangeTitle, type RosterView } from '../../shared/dates';
import { useDateLocale, useSchedulingTexts } from '../../shared/scheduling-texts';

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
  const t = useSchedulingTexts();
  const locale = useDateLocale();
  const { data: departments, isLoading } = useGetDepartmentsQuery();
  return (
    <Flex wrap gap={16} align="flex-end">
      <Form.Item label={t('roster.department')} htmlFor="roster-department" layout="vertical" style={{ margin: 0 }}>
        <Select<number>
          id="roster-department"
          placeholder={t('roster.chooseDepartment')}
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
        aria-label={t('roster.view')}
        value={view}
        onChange={onView}
        options={[
          { value: 'week', label: t('roster.week') },
          { value: 'month', label: t('roster.month') },
        ]}
      />
      <Flex gap={8} align="center" wrap>
        <Button onClick={() => onStep(-1)}>{t('roster.previous')}</Button>
        <Button onClick={onToday}>{t('roster.today')}</Button>
        <Button onClick={() => onStep(1)}>{t('roster.next')}</Button>
        <Typography.Text strong aria-live="polite">
          {rangeTitle(view, start, end, locale)}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
