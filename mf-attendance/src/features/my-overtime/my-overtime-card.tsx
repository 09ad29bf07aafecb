import { Alert, Card, Flex, List, Radio, Typography } from 'antd';
import { errorMessage, useNotice, useSession } from 'shared-auth';
import { ContrastTag, NoticeBanner } from 'shared-auth/ui';
import {
  type GetOvertimeApiResponse,
  useGetOvertimeQuery,
  usePutOvertimeByOvertimeIdCompensationMutation,
} from '../../generated-api';
import { minutesText } from '../../shared/minutes-text';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import { COMPENSATIONS, overtimeDate, type Compensation } from '../../shared/overtime-texts';

type Overtime = GetOvertimeApiResponse[number];
const PAGE_SIZE = 10;

/** Where it stands; while the employee may still choose, Pay or Time in lieu, saved at once. */
function Standing({ overtime, onChoose }: { overtime: Overtime; onChoose: (c: Compensation) => void }) {
  const t = useAttendanceTexts();
  if (overtime.choice_open) {
    return (
      // Nothing picked until the employee picks: the approval then falls back to the approver's choice, else pay.
      <Radio.Group
        aria-label={t('myOvertime.choose', { date: overtimeDate(t, overtime) })}
        optionType="button"
        value={overtime.requested_compensation}
        options={COMPENSATIONS.map((value) => ({ value, label: t(`overtimeLabels.compensations.${value}`) }))}
        onChange={(event) => onChoose(event.target.value as Compensation)}
      />
    );
  }
  if (overtime.status === 'approved') {
    const approvedOf = {
      approved: minutesText(t, overtime.approved_minutes!),
      minutes: minutesText(t, overtime.minutes),
      how: t(`overtimeLabels.compensations.${overtime.compensation ?? 'pay'}`),
    };
    return <ContrastTag tone="green">{t('myOvertime.approvedOf', approvedOf)}</ContrastTag>;
  }
  if (overtime.status === 'rejected') return <ContrastTag tone="red">{t('myOvertime.rejected')}</ContrastTag>;
  return <ContrastTag tone="orange">{t('myOvertime.pending')}</ContrastTag>;
}

/** The signed-in person's own overtime of the last 31 days, and their choice of pay or time in lieu where offered. */
export function MyOvertimeCard() {
  const t = useAttendanceTexts();
  const session = useSession();
  const employeeId = Number(session?.employee_id ?? 0);
  const { data, isLoading, isError } = useGetOvertimeQuery({ employeeId }, { skip: !employeeId });
  const [choose] = usePutOvertimeByOvertimeIdCompensationMutation();
  const { notice, clear, succeed, fail, run } = useNotice();

  const onChoose = async (overtime: Overtime, compensation: Compensation) => {
    try {
      const body = { compensation };
      succeed((await run(() => choose({ overtimeId: overtime.overtime_id, body }).unwrap())).message);
    } catch (err) {
      fail(errorMessage(err, t('myOvertime.choiceFailed')));
    }
  };

  return (
    <Card title={<h3 style={{ margin: 0 }}>{t('myOvertime.title')}</h3>}>
      <Typography.Paragraph>{t('myOvertime.intro')}</Typography.Paragraph>
      <NoticeBanner notice={notice} onClose={clear} />
      {isError ? (
        <Alert type="error" showIcon title={t('myOvertime.loadError')} />
      ) : (
        // A list, not a table: on a phone the choice stays on screen under its day.
        <List<Overtime>
          aria-label={t('myOvertime.title')}
          loading={isLoading}
          dataSource={data ?? []}
          locale={{ emptyText: t('myOvertime.empty') }}
          pagination={(data?.length ?? 0) > PAGE_SIZE ? { pageSize: PAGE_SIZE, size: 'small' } : false}
          renderItem={(overtime) => (
            <List.Item key={overtime.overtime_id}>
              <Flex vertical gap={6}>
                <Typography.Text strong>{overtimeDate(t, overtime)}</Typography.Text>
                <Typography.Text>
                  {t('myOvertime.figures', {
                    minutes: minutesText(t, overtime.minutes),
                    rate: t(`overtimeLabels.rates.${overtime.rate_class}`),
                  })}
                </Typography.Text>
                <Standing overtime={overtime} onChoose={(compensation) => void onChoose(overtime, compensation)} />
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
