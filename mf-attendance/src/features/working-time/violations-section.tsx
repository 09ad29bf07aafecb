import { Alert, Card, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, formatLongDate, useGetWorkingTimeViolationsQuery } from 'shared-auth';
import { useCommonTexts } from 'shared-auth/i18n';
import { BreachesTable } from 'shared-auth/ui';
import { DateFilters } from '../../shared/date-filters';
import type { DateRange } from '../../shared/types';
import { useAttendanceTexts } from '../../shared/attendance-texts';

/** Breaches of the working-time rules by the people the reviewer sees (the api's default: the last 31 days). */
export function ViolationsSection() {
  const t = useAttendanceTexts();
  const common = useCommonTexts();
  const [range, setRange] = useState<DateRange>({});
  const { data, error, isFetching } = useGetWorkingTimeViolationsQuery({ start: range.startDate, end: range.endDate });
  return (
    <Card title={<h3 style={{ margin: 0, whiteSpace: 'normal' }}>{t('workingTime.title')}</h3>}>
      <Typography.Paragraph>{t('workingTime.intro')}</Typography.Paragraph>
      <DateFilters onApply={setRange} loading={isFetching} />
      {error && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(error, t('workingTime.loadError'))}
          style={{ marginBottom: 12 }}
        />
      )}
      {data && (
        <Typography.Paragraph type="secondary">
          {t('workingTime.range', {
            preset: common(`breaches.presets.${data.rules}`),
            start: formatLongDate(data.start),
            end: formatLongDate(data.end),
          })}
        </Typography.Paragraph>
      )}
      {data?.rules === 'off' ? (
        <Alert type="info" showIcon title={t('workingTime.rulesOff')} />
      ) : (
        <BreachesTable
          label={t('workingTime.title')}
          loading={isFetching}
          breaches={data?.violations ?? []}
          emptyText={t('workingTime.empty')}
        />
      )}
    </Card>
  );
}
