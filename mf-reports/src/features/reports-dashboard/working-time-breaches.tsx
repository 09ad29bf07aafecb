import { Alert, Card, Flex, Typography } from 'antd';
import type { ReportQuery as Filters } from 'api-contract';
import { addDays, errorMessage, formatLongDate, shownQueryState, useGetWorkingTimeViolationsQuery } from 'shared-auth';
import { useCommonTexts } from 'shared-auth/i18n';
import { BREACH_TEXTS, BreachesTable, ContrastTag, type WorkingTimeBreach } from 'shared-auth/ui';
import type { GetReportsDashboardApiResponse as Report } from '../../generated-api';
import { useReportsTexts } from '../../shared/reports-texts';

/** The api checks the rules over at most this many days at a time (working-time MAX_RANGE_DAYS). */
const MAX_RANGE_DAYS = 62;

/** Breaches per rule, in the rules' order, leaving out rules without any. */
function countsByRule(breaches: WorkingTimeBreach[]) {
  return (Object.keys(BREACH_TEXTS.rules) as WorkingTimeBreach['rule_id'][])
    .map((rule) => ({ rule, count: breaches.filter((breach) => breach.rule_id === rule).length }))
    .filter(({ count }) => count > 0);
}

/**
 * The working-time breaches of the report's people and dates (its last 62 days when longer), narrowed to the
 * chosen department or employee the way the report is.
 */
export function WorkingTimeBreaches({ report, filters }: { report: Report; filters: Filters }) {
  const t = useReportsTexts();
  const common = useCommonTexts();
  const end = report.end_date;
  const earliest = addDays(end, -(MAX_RANGE_DAYS - 1));
  const start = report.start_date < earliest ? earliest : report.start_date;
  const { data, error, isFetching } = useGetWorkingTimeViolationsQuery(
    { start, end, employeeId: filters.employee_id || undefined },
    { selectFromResult: shownQueryState },
  );
  const inDepartment = new Set(
    report.employees
      .filter((person) => !filters.department_id || person.department_ids.includes(filters.department_id))
      .map((person) => person.employee_id),
  );
  const breaches = (data?.violations ?? []).filter((breach) => inDepartment.has(breach.employee_id));

  return (
    <Card title={<span style={{ whiteSpace: 'normal' }}>{t('breaches.title')}</span>}>
      {error && <Alert type="error" showIcon title={errorMessage(error, t('breaches.loadError'))} />}
      {data?.rules === 'off' && <Alert type="info" showIcon title={t('breaches.rulesOff')} />}
      {data && data.rules !== 'off' && (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            {t('breaches.range', {
              preset: common(`breaches.presets.${data.rules}`),
              start: formatLongDate(data.start),
              end: formatLongDate(data.end),
            })}
          </Typography.Text>
          {start !== report.start_date && <Typography.Text type="secondary">{t('breaches.clipped')}</Typography.Text>}
          <Flex gap={8} wrap align="center">
            <Typography.Text strong>{t('breaches.count', { count: breaches.length })}</Typography.Text>
            {countsByRule(breaches).map(({ rule, count }) => (
              <ContrastTag key={rule} tone="red">
                {t('breaches.ruleCount', { rule: common(`breaches.rules.${rule}`), count })}
              </ContrastTag>
            ))}
          </Flex>
          <BreachesTable
            label={t('breaches.title')}
            loading={isFetching}
            breaches={breaches}
            emptyText={t('breaches.empty')}
          />
        </Flex>
      )}
    </Card>
  );
}
