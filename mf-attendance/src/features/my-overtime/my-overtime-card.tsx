import { Alert, Card, Flex, List, Radio, Typography } from 'antd';
import { errorMessage, useNotice, useSession } from 'shared-auth';
import { ContrastTag, NoticeBanner } from 'shared-auth/ui';
import {
  type GetOvertimeApiResponse,
  useGetOvertimeQuery,
  usePutOvertimeByOvertimeIdCompensationMutation,
} from '../../generated-api';
import { minutesText } from '../../shared/minutes-text';
import { OVERTIME_LABELS as L, overtimeDate } from '../../shared/overtime-texts';
import { MY_OVERTIME_TEXTS as T } from './messages';

type Overtime = GetOvertimeApiResponse[number];
type Compensation = keyof typeof L.compensations;
const PAGE_SIZE = 10;

/** Where it stands; while the employee may still choose, Pay or Time in lieu, saved at once. */
function Standing({ overtime, onChoose }: { overtime: Overtime; onChoose: (c: Compensation) => void }) {
  if (overtime.choice_open) {
    return (
      // Nothing picked until the employee picks: the approval then falls back to the approver's choice, else pay.
      <Radio.Group
        aria-label={T.choose(overtimeDate(overtime))}
        optionType="button"
        value={overtime.requested_compensation}
        options={(Object.keys(L.compensations) as Compensation[]).map((value) => ({
          value,
          label: L.compensations[value],
        }))}
        onChange={(event) => onChoose(event.target.value as Compensation)}
      />
    );
  }
  if (overtime.status === 'approved') {
    const how = L.compensations[overtime.compensation ?? 'pay'];
    return <ContrastTag tone="green">{T.approvedOf(overtime.approved_minutes!, overtime.minutes, how)}</ContrastTag>;
  }
  if (overtime.status === 'rejected') return <ContrastTag tone="red">{T.rejected}</ContrastTag>;
  return <ContrastTag tone="orange">{T.pending}</ContrastTag>;
}

/** The signed-in person's own overtime of the last 31 days, and their choice of pay or time in lieu where offered. */
export function MyOvertimeCard() {
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
      fail(errorMessage(err, T.choiceFailed));
    }
  };

  return (
    <Card title={<h3 style={{ margin: 0 }}>{T.title}</h3>}>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      <NoticeBanner notice={notice} onClose={clear} />
      {isError ? (
        <Alert type="error" showIcon title={T.loadError} />
      ) : (
        // A list, not a table: on a phone the choice stays on screen under its day.
        <List<Overtime>
          aria-label={T.title}
          loading={isLoading}
          dataSource={data ?? []}
          locale={{ emptyText: T.empty }}
          pagination={(data?.length ?? 0) > PAGE_SIZE ? { pageSize: PAGE_SIZE, size: 'small' } : false}
          renderItem={(overtime) => (
            <List.Item key={overtime.overtime_id}>
              <Flex vertical gap={6}>
                <Typography.Text strong>{overtimeDate(overtime)}</Typography.Text>
                <Typography.Text>
                  {T.figures(minutesText(overtime.minutes), L.rates[overtime.rate_class])}
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
