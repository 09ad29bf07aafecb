import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { useDeferredValue, type ReactNode } from 'react';
import { ROUTE_LABELS } from 'shared-auth';
import { useRouteLabel } from 'shared-auth/i18n';
import type { PlainColumn } from 'shared-auth/ui';
import { logsErrorMessage } from '../../shared/attendance-logs-api';
import { DateFilters } from '../../shared/date-filters';
import { logColumns, useCellTexts, type CellTexts } from '../../shared/log-columns';
import { LogsTable } from '../../shared/logs-table';
import type { AttendanceLog } from '../../shared/types';
import { useAppliedLogFilters } from '../../shared/use-applied-log-filters';
import { usePhone } from 'shared-auth/ui';

/**
 * Spec section 9's six columns, and the time worked (issue 24: the same figure as the status card's); the row action
 * last, or on a phone right after the date, where it is seen without scrolling.
 */
function columnsOf(texts: CellTexts, rowAction: ((log: AttendanceLog) => ReactNode) | undefined, phone: boolean) {
  const { t } = texts;
  const { date, checkIn, checkOut, worked, location, spoofScore, discrepancy } = logColumns(texts);
  const columns: PlainColumn<AttendanceLog>[] = [date, checkIn, checkOut, worked, location, spoofScore, discrepancy];
  if (!rowAction) return columns;
  const action = {
    title: t('screen.actions'),
    key: 'actions',
    render: (_: unknown, log: AttendanceLog) => rowAction(log),
  };
  return phone ? [date, action, ...columns.slice(1)] : [...columns, action];
}

/**
 * The viewer's logs. The exposed page adds what other features offer on them: an action per row, a control
 * beside the filters and sections below (correction requests).
 */
export function AttendanceLogsPage({
  rowAction,
  toolbar,
  children,
}: {
  rowAction?: (log: AttendanceLog) => ReactNode;
  toolbar?: ReactNode;
  children?: ReactNode;
}) {
  const texts = useCellTexts();
  const { t } = texts;
  const routeLabel = useRouteLabel();
  const { data: answer, error, isFetching, apply } = useAppliedLogFilters();
  // The records arrive as a store update, which React renders at once in one task: deferred, that render keeps the
  // placeholder and the table is built in a background render that a tap interrupts.
  const data = useDeferredValue(answer);
  const phone = usePhone();
  // Until the first answer, a placeholder for the records and nothing below them: rows arriving later would push
  // the sections under the table down (a layout shift of a third of a phone's screen).
  const firstLoad = data === undefined && !error;

  return (
    <Flex vertical gap={24}>
      <Flex wrap gap={16} justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {routeLabel(ROUTE_LABELS.attendanceLogs)}
        </Typography.Title>
        {toolbar}
      </Flex>
      {error && <Alert type="info" showIcon title={logsErrorMessage(t, error)} />}
      <Card>
        <DateFilters onApply={apply} loading={isFetching} />
        {firstLoad ? (
          <Skeleton active title={false} paragraph={{ rows: 8 }} />
        ) : (
          <LogsTable
            columns={columnsOf(texts, rowAction, phone)}
            logs={error ? [] : (data ?? [])}
            loading={isFetching}
          />
        )}
      </Card>
      {!firstLoad && children}
    </Flex>
  );
}
