import type { TableColumnType } from 'antd';
import type { GetWorkingTimeViolationsApiResponse } from '../api/generated-api';
import { formatLongDate } from '../format/dates';
import { ContrastTag } from './contrast-tag';
import { ScrollTable } from './scroll-table';

export type WorkingTimeBreach = GetWorkingTimeViolationsApiResponse['violations'][number];

export const BREACH_TEXTS = {
  presets: { eu: 'EU working time directive', de: 'German Working Hours Act (ArbZG)', off: 'Off' },
  rules: {
    daily_max: 'Daily maximum',
    daily_rest: 'Daily rest',
    weekly_average: 'Weekly average',
    break: 'Breaks',
  },
  employee: 'Employee',
  date: 'Date',
  rule: 'Rule',
  details: 'What happened',
} as const;

const columns: TableColumnType<WorkingTimeBreach>[] = [
  { title: BREACH_TEXTS.employee, dataIndex: 'employee_name', key: 'employee' },
  { title: BREACH_TEXTS.date, dataIndex: 'date', key: 'date', render: (date: string) => formatLongDate(date) },
  {
    title: BREACH_TEXTS.rule,
    dataIndex: 'rule_id',
    key: 'rule',
    render: (rule: WorkingTimeBreach['rule_id']) => <ContrastTag tone="red">{BREACH_TEXTS.rules[rule]}</ContrastTag>,
  },
  { title: BREACH_TEXTS.details, dataIndex: 'message', key: 'details' },
];

/** Breaches of the working-time rules (GET /api/working_time_violations) as a table: who, when, which rule, what. */
export function BreachesTable({
  label,
  breaches,
  loading,
  emptyText,
}: {
  label: string;
  breaches: WorkingTimeBreach[];
  loading: boolean;
  emptyText: string;
}) {
  return (
    <ScrollTable<WorkingTimeBreach>
      label={label}
      rowKey={(v) => `${v.employee_id}-${v.date}-${v.rule_id}`}
      size="small"
      loading={loading}
      dataSource={breaches}
      columns={columns}
      emptyText={emptyText}
      pageSize={20}
    />
  );
}
