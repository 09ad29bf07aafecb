import { Alert, Card, Empty, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  addDays,
  companyToday,
  errorMessage,
  formatLongDate,
  shownQueryState,
  useCompanyTimeZone,
  useGetWorkingTimeViolationsQuery,
} from 'shared-auth';
import { PlainList } from 'shared-auth/ui';
import { useShellTexts } from '../../shared/texts/use-shell-texts';
import { ListSkeleton } from './home-skeleton';

const MAX_SHOWN = 3;
const REVIEW_LINK = '/attendance-review';
const VIEW_ALL_STYLE = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

/** The last 7 days up to the company's today. */
export function breachesWeek(): { start: string; end: string } {
  const today = companyToday();
  return { start: addDays(today, -6), end: today };
}

/** A manager's team's (an admin's company's) working-time breaches of the last 7 days, newest first. */
export function WorkingTimeCard() {
  const t = useShellTexts();
  // Drawn again once the company's zone is known: a browser ahead of it would otherwise ask for tomorrow's week.
  useCompanyTimeZone();
  const { data, error } = useGetWorkingTimeViolationsQuery(breachesWeek(), { selectFromResult: shownQueryState });
  const breaches = [...(data?.violations ?? [])].sort((a, b) => b.date.localeCompare(a.date));
  const shown = breaches.slice(0, MAX_SHOWN);

  let body;
  if (error) body = <Alert type="error" showIcon title={errorMessage(error, t('home.workingTimeFetchFailed'))} />;
  else if (!data) body = <ListSkeleton items={2} />;
  else if (data.rules === 'off') body = <Typography.Text>{t('home.workingTimeRulesOff')}</Typography.Text>;
  else
    body = (
      <PlainList
        items={shown.map((breach) => ({
          key: `${breach.employee_id}-${breach.date}-${breach.rule_id}`,
          title: `${breach.employee_name} · ${formatLongDate(breach.date)}`,
          description: breach.message,
        }))}
        emptyText={<Empty description={t('home.noWorkingTimeBreaches')} />}
      />
    );

  return (
    <Card
      // Wrapped, not cut: on a phone the title is longer than the card is wide.
      title={<span style={{ whiteSpace: 'normal' }}>{t('home.workingTime')}</span>}
      extra={
        <Link to={REVIEW_LINK} style={VIEW_ALL_STYLE} aria-label={t('home.viewAllBreaches')}>
          {t('home.viewAll')}
        </Link>
      }
    >
      {body}
      {breaches.length > MAX_SHOWN && (
        <Typography.Text type="secondary">
          {t('home.moreBreaches', { shown: shown.length, total: breaches.length })}
        </Typography.Text>
      )}
    </Card>
  );
}
