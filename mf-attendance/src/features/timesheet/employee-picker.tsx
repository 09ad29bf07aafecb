import { Form, Select } from 'antd';
import { errorMessage } from 'shared-auth';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import { useGetAllEmployeesListQuery } from './api';
import { useClearable } from 'shared-auth/ui';

/** Managers and admins choose whose timesheet; empty means their own. */
export function EmployeePicker({ value, onChange }: { value?: number; onChange: (value?: number) => void }) {
  const t = useAttendanceTexts();
  const clearable = useClearable();
  const { data, error, isLoading } = useGetAllEmployeesListQuery();
  return (
    <Form.Item
      label={t('screen.employee')}
      htmlFor="timesheet-employee"
      layout="vertical"
      style={{ margin: 0 }}
      validateStatus={error ? 'error' : undefined}
      help={error ? errorMessage(error, t('messages.employeesError')) : undefined}
    >
      <Select<number>
        id="timesheet-employee"
        style={{ width: 'min(340px, calc(100vw - 64px))' }}
        allowClear={clearable}
        showSearch={{ optionFilterProp: 'label' }}
        loading={isLoading}
        placeholder={t('texts.myself')}
        value={value}
        onChange={(next) => onChange(next ?? undefined)}
        options={(data ?? []).map((e) => ({ value: e.employee_id, label: `${e.full_name} (${e.email})` }))}
      />
    </Form.Item>
  );
}
