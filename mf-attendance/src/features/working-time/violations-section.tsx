import { Alert, Card, Typography, type TableColumnType } from 'antd';
import { useState } from 'react';
import {
  errorMessage,
  formatLongDate,
  type GetWorkingTimeViolationsApiResponse,
  useGetWorkingTimeViolationsQuery,
} from 'shared-auth';
import { ContrastTag, ScrollTable } from 'shared-auth/ui';
import { DateFilters } from '../../shared/date-filters';
import type { DateRange } from '../../shared/types';
import { WORKING_TIME_TEXTS as T } from './messages';

type Violation = GetWorkingTimeViolationsApiResponse['violations'][number];

const columns: TableColumnType<Violation>[] = [
  { title: T.employee, dataIndex: 'employee_name', key: 'employee' },
  { title: T.date, dataIndex: 'date', key: 'date', render: (date: string) => formatLongDate(date) },
  {
    title: T.rule,
    dataIndex: 'rule_id',
    key: 'rule',
    render: (rule: Violation['rule_id']) => <ContrastTag tone="red">{T.rules[rule]}</ContrastTag>,
  },
  { title: T.details, dataIndex: 'message', key: 'details' },
];

/** Breaches of the working-time rules by the people the reviewer sees (the api's default: the last 31 days). */
export function ViolationsSection() {
  const [range, setRange] = useState<DateRange>({});
  const { data, error, isFetching } = useGetWorkingTimeViolationsQuery({ start: range.startDate, end: range.endDate });
  return (
    <Card title={<h3 style={{ margin: 0, whiteSpace: 'normal' }}>{T.title}</h3>}>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      <DateFilters onApply={setRange} loading={isFetching} />
      {error && <Alert type="error" showIcon title={errorMessage(error, T.loadError)} style={{ marginBottom: 12 }} />}
      {data && (
        <Typography.Paragraph type="secondary">
          {T.range(T.presets[data.rules], formatLongDate(data.start), formatLongDate(data.end))}
        </Typography.Paragraph>
      )}
      {data?.rules === 'off' ? (
        <Alert type="info" showIcon title={T.rulesOff} />
      ) : (
        <ScrollTable<Violation>
          label={T.title}
          rowKey={(v) => `${v.employee_id}-${v.date}-${v.rule_id}`}
          size="small"
          loading={isFetching}
          dataSource={data?.violations ?? []}
          columns={columns}
          emptyText={T.empty}
          pageSize={20}
        />
      )}
    </Card>
  );
}
