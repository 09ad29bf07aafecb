import { DownloadOutlined, FilterOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Select } from 'antd';
import type { ReportQuery as Filters, ReportsData } from 'api-contract';
import { useReportsTexts } from '../../shared/reports-texts';
import { useClearable } from 'shared-auth/ui';

interface Props {
  filters: Filters;
  options: Pick<ReportsData, 'departments' | 'employees'> | undefined;
  onChange: (filters: Filters) => void;
  onApply: () => void;
  onDownload: () => void;
  downloading: boolean;
}

const field = { layout: 'vertical' as const, style: { margin: 0 } };

/** Department, employee (narrowed to the department), start and end date; Apply Filters and Download Report. */
export function ReportFilters({ filters, options, onChange, onApply, onDownload, downloading }: Props) {
  const t = useReportsTexts();
  const clearable = useClearable();
  const employees = (options?.employees ?? []).filter(
    (e) => filters.department_id === undefined || e.department_ids.includes(filters.department_id),
  );
  const date = (key: 'start_date' | 'end_date') => (event: { target: { value: string } }) =>
    onChange({ ...filters, [key]: event.target.value || undefined });

  return (
    <Flex wrap gap={16} align="flex-end">
      <Form.Item label={t('filters.department')} htmlFor="report-department" {...field}>
        <Select
          id="report-department"
          style={{ width: 'min(190px, calc(100vw - 64px))' }}
          allowClear={clearable}
          placeholder={t('filters.allDepartments')}
          value={filters.department_id}
          options={(options?.departments ?? []).map((d) => ({ value: d.department_id, label: d.department_name }))}
          // An employee outside the new department would give an empty report: the choice is cleared.
          onChange={(department_id?: number) => onChange({ ...filters, department_id, employee_id: undefined })}
        />
      </Form.Item>
      <Form.Item label={t('filters.employee')} htmlFor="report-employee" {...field}>
        <Select
          id="report-employee"
          style={{ width: 'min(200px, calc(100vw - 64px))' }}
          allowClear={clearable}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('filters.allEmployees')}
          value={filters.employee_id}
          options={employees.map((e) => ({ value: e.employee_id, label: e.full_name }))}
          onChange={(employee_id?: number) => onChange({ ...filters, employee_id })}
        />
      </Form.Item>
      <Form.Item label={t('filters.startDate')} htmlFor="report-start" {...field}>
        <Input id="report-start" type="date" value={filters.start_date ?? ''} onChange={date('start_date')} />
      </Form.Item>
      <Form.Item label={t('filters.endDate')} htmlFor="report-end" {...field}>
        <Input id="report-end" type="date" value={filters.end_date ?? ''} onChange={date('end_date')} />
      </Form.Item>
      <Button type="primary" icon={<FilterOutlined />} onClick={onApply}>
        {t('filters.apply')}
      </Button>
      <Button icon={<DownloadOutlined />} onClick={onDownload} loading={downloading}>
        {t('filters.download')}
      </Button>
    </Flex>
  );
}
