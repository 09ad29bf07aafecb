import { Alert, Card, Empty, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  errorMessage,
  formatLongDate,
  isPendingStatus,
  leaveStatusColor,
  leaveTypeName,
  shownQueryState,
  useSession,
} from 'shared-auth';
import { ContrastTag, PlainList } from 'shared-auth/ui';
import { useGetLeaveRequestsQuery, useGetLeaveTypeDetailsQuery } from './api';
import { ListSkeleton } from './home-skeleton';
import { useShellTexts } from '../../shared/texts/use-shell-texts';
import { useLeaveStatusText } from 'shared-auth/i18n';

// Spec section 9.
export const LEAVE_POLL_INTERVAL_MS = 30000;
const MAX_PENDING_SHOWN = 3;
const LEAVE_LINKS = { employee: '/leave-dashboard', others: '/leave-approval' } as const;

// As tall as a finger needs (the layout's 44 px touch target), without changing how the card's header looks.
const VIEW_ALL_STYLE = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;
/** No date range: every request the signed-in user may see. */
export const EVERY_REQUEST = {};

/** The answer alone: a poll's start and end, which leave the requests as they were, draw nothing again. */
const pollAnswer = <State extends { data?: unknown; error?: unknown }>({ data, error }: State) => ({
  data: data as State['data'],
  error: error as State['error'],
});

/** Pending leave, polled every 30 s; employees see their own requests, titled as theirs and without names. */
export function PendingLeaveCard() {
  const t = useShellTexts();
  const statusText = useLeaveStatusText();
  const isEmployee = useSession()?.role === 'employee';
  const { data, error } = useGetLeaveRequestsQuery(EVERY_REQUEST, {
    pollingInterval: LEAVE_POLL_INTERVAL_MS,
    selectFromResult: pollAnswer,
  });
  const { data: types } = useGetLeaveTypeDetailsQuery(undefined, { selectFromResult: shownQueryState });
  const pending = (data ?? []).filter((request) => isPendingStatus(request.status));
  const shown = pending.slice(0, MAX_PENDING_SHOWN);
  const link = isEmployee ? LEAVE_LINKS.employee : LEAVE_LINKS.others;

  return (
    <Card
      title={isEmployee ? t('home.myPendingLeave') : t('home.pendingLeave')}
      extra={
        <Link to={link} style={VIEW_ALL_STYLE}>
          {t('home.viewAll')}
        </Link>
      }
      style={{ height: '100%' }}
    >
      {error && !data ? (
        <Alert type="error" showIcon title={errorMessage(error, t('home.leaveFetchFailed'))} />
      ) : !data ? (
        <ListSkeleton items={2} />
      ) : (
        <PlainList
          items={shown.map((request) => ({
            key: request.request_id,
            title: isEmployee
              ? leaveTypeName(request.leave_type, types)
              : `${request.employee_name} · ${leaveTypeName(request.leave_type, types)}`,
            description: `${formatLongDate(request.start_date)} – ${formatLongDate(request.end_date)}`,
            extra: <ContrastTag tone={leaveStatusColor(request.status)}>{statusText(request.status)}</ContrastTag>,
          }))}
          emptyText={<Empty description={t('home.noPendingLeave')} />}
        />
      )}
      {pending.length > MAX_PENDING_SHOWN && (
        <Typography.Text type="secondary">
          {t('home.showing', { shown: shown.length, total: pending.length })}
        </Typography.Text>
      )}
    </Card>
  );
}
