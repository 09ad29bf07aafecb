import { Alert, Card, Radio, Typography, type TableColumnType } from 'antd';
import { errorMessage, formatLongDate, useNotice, useSession } from 'shared-auth';
import { ContrastTag, NoticeBanner, ScrollTable } from 'shared-auth/ui';
import {
  type GetOvertimeApiResponse,
  useGetOvertimeQuery,
  usePutOvertimeByOvertimeIdCompensationMutation,
} from '../../generated-api';
import { minutesText } from '../../shared/minutes-text';
import { OVERTIME_LABELS as L } from '../../shared/overtime-texts';
import { MY_OVERTIME_TEXTS as T } from './messages';

type Overtime = GetOvertimeApiResponse[number];
type Compensation = keyof typeof L.compensations;

const dateOf = (overtime: Overtime) => `${L.kinds[overtime.kind]} ${formatLongDate(overtime.period_date)}`;

/** Where it stands; while the employee may still choose, Pay or Time in lieu, saved at once. */
function Standing({ overtime, onChoose }: { overtime: Overtime; onChoose: (c: Compensation) => void }) {
  if (overtime.choice_open) {
    return (
      // Nothing picked until the employee picks: the approval then falls back to the approver's choice, else pay.
      <Radio.Group
        aria-label={T.choose(dateOf(overtime))}
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

  const columns: TableColumnType<Overtime>[] = [
    { title: T.date, key: 'date', render: (_: unknown, overtime) => dateOf(overtime) },
    { title: T.overtime, dataIndex: 'minutes', key: 'minutes', render: (minutes: number) => minutesText(minutes) },
    { title: T.rate, dataIndex: 'rate_class', key: 'rate', render: (rate: Overtime['rate_class']) => L.rates[rate] },
    {
      title: T.status,
      key: 'status',
      render: (_: unknown, overtime) => (
        <Standing overtime={overtime} onChoose={(compensation) => void onChoose(overtime, compensation)} />
      ),
    },
  ];

  return (
    <Card title={<h3 style={{ margin: 0 }}>{T.title}</h3>}>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      <NoticeBanner notice={notice} onClose={clear} />
      {isError ? (
        <Alert type="error" showIcon title={T.loadError} />
      ) : (
        <ScrollTable<Overtime>
          label={T.title}
          rowKey="overtime_id"
          size="small"
          loading={isLoading}
          dataSource={data ?? []}
          columns={columns}
          emptyText={T.empty}
          pageSize={10}
        />
      )}
    </Card>
  );
}
