import { Alert, Descriptions, Typography } from 'antd';
import type { ApprovalContext } from 'api-contract';
import { errorMessage } from 'shared-auth';
import { amountText, hoursText, leaveDates, LeaveTypeLabel } from '../../shared/leave-labels';
import { APPROVAL_TEXTS, LEAVE_MESSAGES, LEAVE_TEXTS } from '../../shared/messages';

/** What the approver weighs: the days, the balance left if approved, and who else is off (a warning, never a block). */
export function ApprovalContextPanel({ data, error }: { data?: ApprovalContext; error?: unknown }) {
  if (error)
    return <Typography.Text type="secondary">{errorMessage(error, LEAVE_MESSAGES.generalError)}</Typography.Text>;
  if (!data) return <Typography.Text type="secondary">{APPROVAL_TEXTS.loading}</Typography.Text>;

  return (
    <section aria-label={APPROVAL_TEXTS.label} style={{ marginBottom: 16 }}>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          data.unit === 'hour'
            ? { key: 'days', label: LEAVE_TEXTS.hours, children: hoursText(data.working_days) }
            : { key: 'days', label: LEAVE_TEXTS.workingDays, children: data.working_days },
          {
            key: 'remaining',
            label: (
              <>
                <LeaveTypeLabel type={data.leave_type} />: {APPROVAL_TEXTS.remainingIfApproved}
              </>
            ),
            children:
              data.remaining === null ? (
                LEAVE_TEXTS.notCounted
              ) : (
                <Typography.Text type={data.remaining < 0 ? 'danger' : undefined}>
                  {amountText(data.remaining, data.unit)}
                </Typography.Text>
              ),
          },
        ]}
      />
      {data.others_off.length > 0 && (
        <Alert
          type="warning"
          role="status"
          showIcon
          title={APPROVAL_TEXTS.othersOff}
          description={
            <>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {data.others_off.map((other) => (
                  <li key={`${other.employee_id}-${other.start_date}`}>
                    {other.employee_name}: {leaveDates(other)} ({other.status})
                  </li>
                ))}
              </ul>
              {APPROVAL_TEXTS.warningOnly}
            </>
          }
          style={{ marginTop: 12 }}
        />
      )}
    </section>
  );
}
