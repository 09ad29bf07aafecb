import { Form, Select } from 'antd';
import { useGetDepartmentsQuery } from './api';
import { useLeaveTexts } from '../../shared/leave-texts';
import { useClearable } from 'shared-auth/ui';

/** An admin's filter; the api decides what each role sees, so others get none. */
export function DepartmentFilter({ value, onChange }: { value?: number; onChange: (departmentId?: number) => void }) {
  const t = useLeaveTexts();
  const clearable = useClearable();
  const { data, isLoading } = useGetDepartmentsQuery();
  return (
    <Form.Item
      label={t('calendar.department')}
      htmlFor="team-calendar-department"
      layout="vertical"
      style={{ margin: 0 }}
    >
      <Select
        id="team-calendar-department"
        allowClear={clearable}
        placeholder={t('calendar.allDepartments')}
        loading={isLoading}
        value={value}
        onChange={(next?: number) => onChange(next)}
        options={(data ?? []).map(({ department_id, department_name }) => ({
          value: department_id,
          label: department_name,
        }))}
        style={{ width: 240, maxWidth: '100%' }}
      />
    </Form.Item>
  );
}
