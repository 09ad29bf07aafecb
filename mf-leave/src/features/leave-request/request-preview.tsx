import { Descriptions, Form, Typography } from 'antd';
import type { LeaveRequestInput } from 'api-contract';
import { errorMessage, formatLongDate, leaveTypeName, shownQueryState } from 'shared-auth';
import type { GetLeaveRequestPreviewApiArg } from '../../generated-api';
import { amountText, hoursText } from '../../shared/leave-labels';
import { useGetLeaveRequestPreviewQuery, useGetLeaveTypeDetailsQuery } from './api';
import { useLeaveTexts } from '../../shared/leave-texts';

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
  const t = useLeaveTexts();
  const types = useGetLeaveTypeDetailsQuery(undefined, { selectFromResult: shownQueryState });
  const { data, error, isFetching } = useGetLeaveRequestPreviewQuery(request, { selectFromResult: shownQueryState });
  const typeName = leaveTypeName(request.leaveType, types.data);

  let body;
  if (error) body = <Typography.Text type="danger">{errorMessage(error, t('messages.generalError'))}</Typography.Text>;
  else if (!data) body = <Typography.Text type="secondary">{t('texts.previewLoading')}</Typography.Text>;
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
            ? { key: 'days', label: t('texts.hours'), children: hoursText(t, data.working_days) }
            : { key: 'days', label: t('texts.workingDays'), children: data.working_days },
          counted
            ? {
                key: 'now',
                label: t('texts.balanceBy', { type: typeName, date: formatLongDate(request.endDate) }),
                children: amountText(t, data.remaining!, data.unit),
              }
            : { key: 'now', label: typeName, children: t('texts.notCounted') },
          ...(counted
            ? [
                {
                  key: 'after',
                  label: t('texts.balanceAfter'),
                  children: (
                    <Typography.Text type={data.remaining_after! < 0 ? 'danger' : undefined}>
                      {amountText(t, data.remaining_after!, data.unit)}
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
    <section role="status" aria-label={t('texts.previewLabel')} aria-busy={isFetching} style={{ marginBottom: 24 }}>
      {body}
    </section>
  );
}

/** Every field's value, as `Form.useWatch([])` answers but `{}` before the form is read, not undefined. */
const everyField = (values: LeaveRequestInput) => values;

/**
 * The preview of what the form holds: it alone watches every field, so an edit redraws it, not the whole form. Its
 * first answer is what the empty form answers (`{}`): useWatch sets the value it reads after mounting when it
 * differs, and that drew the preview again within the mount's task.
 */
export function FormPreview({ hourly }: { hourly: boolean }) {
  const values = Form.useWatch(everyField, Form.useFormInstance<LeaveRequestInput>());
  const request = previewQuery(values, hourly);
  return request && <RequestPreview request={request} />;
}
