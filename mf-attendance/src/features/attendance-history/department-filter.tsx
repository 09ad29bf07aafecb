import { Form, Select } from 'antd';
import { errorMessage } from 'shared-auth';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import { useGetDepartmentsQuery } from './api';
import { useClearable } from 'shared-auth/ui';

/** Narrows the history to one department; empty means every department the viewer may see. */
export function DepartmentFilter({ value, onChange }: { value?: number; onChange: (value?: number) => void }) {
  const t = useAttendanceTexts();
  const clearable = useClearable();
  const { data, error, isLoading } = useGetDepartmentsQuery();
  return (
    <Form.Item
      label={t('screen.department')}
      htmlFor="history-department"
      layout="vertical"
      style={{ margin: 0 }}
      validateStatus={error ? 'error' : undefined}
      help={error ? errorMessage(error, t('messages.departmentsError')) : undefined}
    >
      <Select<number>
        id="history-department"
        style={{ minWidth: 220 }}
        allowClear={clearable}
        showSearch={{ optionFilterProp: 'label' }}
        loading={isLoading}
        placeholder={t('texts.allDepartments')}
        value={value}
        onChange={(next) => onChange(next ?? undefined)}
        options={(data ?? []).map((d) => ({ value: d.department_id, label: d.department_name }))}
      />
    </Form.Item>
  );
}
