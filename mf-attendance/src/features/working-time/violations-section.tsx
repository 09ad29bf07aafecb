import { Alert, Card, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, formatLongDate, useGetWorkingTimeViolationsQuery } from 'shared-auth';
import { BREACH_TEXTS, BreachesTable } from 'shared-auth/ui';
import { DateFilters } from '../../shared/date-filters';
import type { DateRange } from '../../shared/types';
import { WORKING_TIME_TEXTS as T } from './messages';

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
          {T.range(BREACH_TEXTS.presets[data.rules], formatLongDate(data.start), formatLongDate(data.end))}
        </Typography.Paragraph>
      )}
      {data?.rules === 'off' ? (
        <Alert type="info" showIcon title={T.rulesOff} />
      ) : (
        <BreachesTable label={T.title} loading={isFetching} breaches={data?.violations ?? []} emptyText={T.empty} />
      )}
    </Card>
  );
}
