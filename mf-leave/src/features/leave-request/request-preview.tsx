import { Descriptions, Typography } from 'antd';
import type { LeaveRequestInput } from 'api-contract';
import { errorMessage, formatLongDate, leaveTypeName } from 'shared-auth';
import type { GetLeaveRequestPreviewApiArg } from '../../generated-api';
import { daysText } from '../../shared/leave-labels';
import { LEAVE_MESSAGES, LEAVE_TEXTS } from '../../shared/messages';
import { useGetLeaveRequestPreviewQuery, useGetLeaveTypeDetailsQuery } from './api';

/** The preview to ask for once type and both dates are chosen in order; halves only when ticked. */
export function previewQuery(values: Partial<LeaveRequestInput> | undefined): GetLeaveRequestPreviewApiArg | null {
  const { leave_type, start_date, end_date, start_half, end_half } = values ?? {};
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
    body = (
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'days', label: LEAVE_TEXTS.workingDays, children: data.working_days },
          counted
            ? {
                key: 'now',
                label: `${typeName}: ${LEAVE_TEXTS.balanceBy} ${formatLongDate(request.endDate)}`,
                children: daysText(data.remaining!),
              }
            : { key: 'now', label: typeName, children: LEAVE_TEXTS.notCounted },
          ...(counted
            ? [
                {
                  key: 'after',
                  label: LEAVE_TEXTS.balanceAfter,
                  children: (
                    <Typography.Text type={data.remaining_after! < 0 ? 'danger' : undefined}>
                      {daysText(data.remaining_after!)}
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
