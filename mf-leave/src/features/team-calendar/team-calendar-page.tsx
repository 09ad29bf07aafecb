import { Alert, Button, Calendar, Card, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ROUTE_LABELS, companyToday, errorMessage, shownQueryState, useCompanyTimeZone, useSession } from 'shared-auth';
import { useRouteLabel } from 'shared-auth/i18n';
import { ContrastTag, usePhone } from 'shared-auth/ui';
import { useGetTeamCalendarQuery } from './api';
import { DayCell, DayDots } from './day-cell';
import { dayEntries } from './day-entries';
import { DepartmentFilter } from './department-filter';
import { MonthAgenda } from './month-agenda';
import { MonthHeader } from './month-header';
import { useLeaveTexts } from '../../shared/leave-texts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** What the colours mean; for an employee also why colleagues' leave shows no type. */
function CalendarLegend({ private: typesHidden }: { private: boolean }) {
  const t = useLeaveTexts();
  return (
    <Flex vertical gap={4}>
      <Flex wrap gap={4} aria-label={t('calendar.legend')} role="group">
        <ContrastTag tone="green">{t('calendar.approved')}</ContrastTag>
        <ContrastTag tone="orange" style={{ borderStyle: 'dashed' }}>
          {t('calendar.pending')}
        </ContrastTag>
        <ContrastTag tone="blue">{t('calendar.holiday')}</ContrastTag>
      </Flex>
      {typesHidden && <Typography.Text type="secondary">{t('calendar.typesPrivate')}</Typography.Text>}
    </Flex>
  );
}

/** `today` can be given (tests); by default the company's calendar date now, whose month opens. */
export function TeamCalendarPage({ today }: { today?: string }) {
  const t = useLeaveTexts();
  const routeLabel = useRouteLabel();
  useCompanyTimeZone();
  const session = useSession();
  // Below antd's md a day is too narrow for names: dots, and the month's list says who.
  const wide = !usePhone();
  // The month lives in the address (?month=YYYY-MM): it survives the page being drawn again, and can be shared.
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = asked && MONTH.test(asked) ? asked : (today ?? companyToday()).slice(0, 7);
  const setMonth = (next: string) => {
    if (next !== month) setParams({ month: next }, { replace: true });
  };
  const [departmentId, setDepartmentId] = useState<number>();
  const { data, error, isFetching, refetch } = useGetTeamCalendarQuery(
    { month, departmentId },
    { selectFromResult: shownQueryState },
  );
  const days = useMemo(() => (data ? dayEntries(data) : new Map()), [data]);

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {routeLabel(ROUTE_LABELS.teamCalendar)}
      </Typography.Title>
      {error && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(error, t('messages.generalError'))}
          action={
            <Button size="small" onClick={() => refetch()} loading={isFetching}>
              {t('calendar.retry')}
            </Button>
          }
        />
      )}
      <Card>
        <Flex vertical gap={16}>
          <Flex wrap gap={16} align="flex-end" justify="space-between">
            {session?.role === 'admin' && <DepartmentFilter value={departmentId} onChange={setDepartmentId} />}
            <CalendarLegend private={data ? !data.shows_leave_types : false} />
          </Flex>
          <Calendar
            fullscreen={wide}
            headerRender={({ value, onChange }) => (
              <MonthHeader value={value} onChange={onChange} month={month} onMonth={setMonth} />
            )}
            onPanelChange={(date) => setMonth(date.format('YYYY-MM'))}
            cellRender={(current, info) => {
              if (info.type !== 'date') return info.originNode;
              const entries = days.get(current.format('YYYY-MM-DD'));
              if (!entries) return null;
              return wide ? <DayCell entries={entries} /> : <DayDots entries={entries} />;
            }}
          />
          {data && <MonthAgenda calendar={data} />}
        </Flex>
      </Card>
    </Flex>
  );
}
