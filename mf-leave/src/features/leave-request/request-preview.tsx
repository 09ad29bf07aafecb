import { Descriptions, Typography } from 'antd';
import type { LeaveRequestInput } from 'api-contract';
import { errorMessage, formatLongDate, leaveTypeName } from 'shared-auth';
import type { GetLeaveRequestPreviewApiArg } from '../../generated-api';
import { amountText, hoursText } from '../../shared/leave-labels';
import { LEAVE_MESSAGES, LEAVE_TEXTS } from '../../shared/messages';
import { useGetLeaveRequestPreviewQuery, useGetLeaveTypeDetailsQuery } from './api';

/**
 * The preview to ask for once type and both dates are chosen in order, halves only when ticked; for a type counted
 * in hours once its date and times are chosen in order.
 */
export function previewQuery(
  values: Partial<LeaveRequestInput> | undefined,
  hourly = false,
): GetLeaveRequestPreviewApiArg | null {
  const { leave_type, start_date, end_date, start_half, end_half, start_time, end_time } = values ?? {};
  if (hourly) {
    if (!leave_type || !start_date || !start_time || !end_time || end_time <= start_time) return null;
    return {
      leaveType: leave_type,
      startDate: start_date,
      endDate: start_date,
      startTime: start_time,
      endTime: end_time,
    };
  }
  if (!leave_type || !start_date || !end_date || end_date < start_date) return null;
  return {
    leaveType: leave_type,
    startDate: start_date,
    endDate: end_date,
    ...(start_half ? { startHalf: start_half } : {}),
    ...(end_half ? { endHalf: end_half } : {}),
  };
}

/**
 * What the chosen request would take and leave, as the api counts it (work week, holidays, halves). The balance is
 * what will have accrued by the request's last day (api/src/modules/leave-balances/balance-rules.ts), so it can
 * exceed My Leave's balance of today.
 */
export function RequestPreview({ request }: { request: GetLeaveRequestPreviewApiArg }) {
  const types = useGetLeaveTypeDetailsQuery();
  const { data, error, isFetching } = useGetLeaveRequestPreviewQuery(request);
  const typeName = leaveTypeName(request.leaveType, types.data);

  let body;
  if (error) body = <Typography.Text type="danger">{errorMessage(error, LEAVE_MESSAGES.generalError)}</Typography.Text>;
  else if (!data) body = <Typography.Text type="secondary">{LEAVE_TEXTS.previewLoading}</Typography.Text>;
  else {
    const counted = data.remaining !== null && data.remaining_after !== null;
    const hourly = data.unit === 'hour';
    body = (
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          hourly
            ? { key: 'days', label: LEAVE_TEXTS.hours, children: hoursText(data.working_days) }
            : { key: 'days', label: LEAVE_TEXTS.workingDays, children: data.working_days },
          counted
            ? {
                key: 'now',
                label: `${typeName}: ${LEAVE_TEXTS.balanceBy} ${formatLongDate(request.endDate)}`,
                children: amountText(data.remaining!, data.unit),
              }
            : { key: 'now', label: typeName, children: LEAVE_TEXTS.notCounted },
          ...(counted
            ? [
                {
                  key: 'after',
                  label: LEAVE_TEXTS.balanceAfter,
                  children: (
                    <Typography.Text type={data.remaining_after! < 0 ? 'danger' : undefined}>
                      {amountText(data.remaining_after!, data.unit)}
                    </Typography.Text>
                  ),
                },
              ]
            : []),
        ]}
      />
    );
  }
  return (
    <section role="status" aria-label={LEAVE_TEXTS.previewLabel} aria-busy={isFetching} style={{ marginBottom: 24 }}>
      {body}
    </section>
  );
}
