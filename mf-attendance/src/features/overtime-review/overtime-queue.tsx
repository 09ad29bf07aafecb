import { Alert, Button, Card, Flex, Segmented, type TableColumnType } from 'antd';
import { useState } from 'react';
import { errorMessage, useSession } from 'shared-auth';
import { ContrastTag, ScrollTable } from 'shared-auth/ui';
import {
  type GetOvertimeApiResponse,
  useGetOvertimeQuery,
  usePostOvertimeByOvertimeIdRejectMutation,
} from '../../generated-api';
import { ApproveOvertimeModal } from './approve-overtime-modal';
import { minutesText } from '../../shared/minutes-text';
import { overtimeDate } from '../../shared/overtime-texts';
import { OVERTIME_TEXTS as T } from './messages';

type Overtime = GetOvertimeApiResponse[number];
type Shown = 'pending' | 'all';
type Notice = { type: 'success' | 'error'; text: string };
const STATUS_COLORS = { pending: 'orange', approved: 'green', rejected: 'red' } as const;

function Decide({
  overtime,
  onApprove,
  onDone,
}: {
  overtime: Overtime;
  onApprove: () => void;
  onDone: (notice: Notice) => void;
}) {
  const [reject, { isLoading }] = usePostOvertimeByOvertimeIdRejectMutation();
  const session = useSession();
  // Nobody decides their own overtime (the api refuses it): a manager's waits for their manager or an admin.
  if (overtime.status === 'pending' && String(overtime.employee_id) === session?.employee_id) {
    return <ContrastTag tone={STATUS_COLORS.pending}>{T.awaitingOthers}</ContrastTag>;
  }
  if (overtime.status !== 'pending') {
    const text =
      overtime.status === 'approved' ? T.approvedOf(overtime.approved_minutes!, overtime.minutes) : overtime.status;
    return <ContrastTag tone={STATUS_COLORS[overtime.status]}>{text}</ContrastTag>;
  }
  const sendReject = async () => {
    try {
      const { message } = await reject({ overtimeId: overtime.overtime_id, body: {} }).unwrap();
      onDone({ type: 'success', text: message });
    } catch (failure) {
      onDone({ type: 'error', text: T.decisionError(errorMessage(failure, T.unknownError)) });
    }
  };
  return (
    <Flex gap={8} wrap>
      <Button type="primary" onClick={onApprove}>
        {T.approve}
      </Button>
      <Button danger loading={isLoading} onClick={() => void sendReject()}>
        {T.reject}
      </Button>
    </Flex>
  );
}

const columns = (
  onApprove: (overtime: Overtime) => void,
  onDone: (notice: Notice) => void,
): TableColumnType<Overtime>[] => [
  { title: 'Employee', dataIndex: 'employee_name', key: 'employee' },
  {
    title: 'Date',
    key: 'date',
    render: (_: unknown, overtime) => overtimeDate(overtime),
  },
  { title: 'Overtime', dataIndex: 'minutes', key: 'minutes', render: (minutes: number) => minutesText(minutes) },
  { title: 'Rate', dataIndex: 'rate_class', key: 'rate', render: (rate: Overtime['rate_class']) => T.rates[rate] },
  {
    title: 'Decision',
    key: 'decision',
    render: (_: unknown, overtime) => (
      <Decide overtime={overtime} onApprove={() => onApprove(overtime)} onDone={onDone} />
    ),
  },
];

/** The reviewer's section for overtime: a manager's direct reports, everyone's for an admin; approve all or part. */
export function OvertimeQueue() {
  const [shown, setShown] = useState<Shown>('pending');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [approving, setApproving] = useState<Overtime | null>(null);
  const { data, isLoading, isError } = useGetOvertimeQuery(shown === 'pending' ? { status: 'pending' } : {});
  return (
    <Card title={<h3 style={{ margin: 0, whiteSpace: 'normal' }}>{T.title}</h3>}>
      <Segmented<Shown>
        value={shown}
        onChange={setShown}
        options={[
          { label: T.pending, value: 'pending' },
          { label: T.all, value: 'all' },
        ]}
        style={{ marginBottom: 12 }}
      />
      {notice && (
        <Alert
          type={notice.type}
          showIcon
          title={notice.text}
          closable={{ onClose: () => setNotice(null) }}
          style={{ marginBottom: 12 }}
        />
      )}
      {isError ? (
        <Alert type="error" showIcon title={T.loadError} />
      ) : (
        <ScrollTable<Overtime>
          label={T.title}
          rowKey="overtime_id"
          size="small"
          loading={isLoading}
          dataSource={data ?? []}
          columns={columns(setApproving, setNotice)}
          emptyText={T.empty}
          pageSize={20}
        />
      )}
      {approving && (
        <ApproveOvertimeModal
          overtime={approving}
          onClose={(message) => {
            setApproving(null);
            if (message) setNotice({ type: 'success', text: message });
          }}
        />
      )}
    </Card>
  );
}
