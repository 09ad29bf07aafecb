import { Alert, Descriptions, Typography } from 'antd';
import type { ApprovalContext } from 'api-contract';
import { errorMessage } from 'shared-auth';
import { amountText, hoursText, leaveDates, LeaveTypeLabel } from '../../shared/leave-labels';
import { useLeaveTexts } from '../../shared/leave-texts';
import { useLeaveStatusText } from 'shared-auth/i18n';

/** What the approver weighs: the days, the balance left if approved, and who else is off (a warning, never a block). */
export function ApprovalContextPanel({ data, error }: { data?: ApprovalContext; error?: unknown }) {
  const t = useLeaveTexts();
  const statusText = useLeaveStatusText();
  if (error)
    return <Typography.Text type="secondary">{errorMessage(error, t('messages.generalError'))}</Typography.Text>;
  if (!data) return <Typography.Text type="secondary">{t('approval.loading')}</Typography.Text>;

  return (
    <section aria-label={t('approval.label')} style={{ marginBottom: 16 }}>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          data.unit === 'hour'
            ? { key: 'days', label: t('texts.hours'), children: hoursText(t, data.working_days) }
            : { key: 'days', label: t('texts.workingDays'), children: data.working_days },
          {
            key: 'remaining',
            label: (
              <>
                <LeaveTypeLabel type={data.leave_type} />: {t('approval.remainingIfApproved')}
              </>
            ),
            children:
              data.remaining === null ? (
                t('texts.notCounted')
              ) : (
                <Typography.Text type={data.remaining < 0 ? 'danger' : undefined}>
                  {amountText(t, data.remaining, data.unit)}
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
          title={t('approval.othersOff')}
          description={
            <>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {data.others_off.map((other) => (
                  <li key={`${other.employee_id}-${other.start_date}`}>
                    {other.employee_name}: {leaveDates(other)} ({statusText(other.status)})
                  </li>
                ))}
              </ul>
              {t('approval.warningOnly')}
            </>
          }
          style={{ marginTop: 12 }}
        />
      )}
    </section>
  );
}
