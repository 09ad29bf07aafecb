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
import { useAttendanceTexts, type AttendanceT } from '../../shared/attendance-texts';
import { overtimeDate } from '../../shared/overtime-texts';

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
  const t = useAttendanceTexts();
  const [reject, { isLoading }] = usePostOvertimeByOvertimeIdRejectMutation();
  const session = useSession();
  // Nobody decides their own overtime (the api refuses it): a manager's waits for their manager or an admin.
  if (overtime.status === 'pending' && String(overtime.employee_id) === session?.employee_id) {
    return <ContrastTag tone={STATUS_COLORS.pending}>{t('overtime.awaitingOthers')}</ContrastTag>;
  }
  if (overtime.status !== 'pending') {
    const text =
      overtime.status === 'approved'
        ? t('overtime.approvedOf', {
            approved: minutesText(t, overtime.approved_minutes!),
            minutes: minutesText(t, overtime.minutes),
          })
        : t('overtime.rejected');
    return <ContrastTag tone={STATUS_COLORS[overtime.status]}>{text}</ContrastTag>;
  }
  const sendReject = async () => {
    try {
      const { message } = await reject({ overtimeId: overtime.overtime_id, body: {} }).unwrap();
      onDone({ type: 'success', text: message });
    } catch (failure) {
      onDone({
        type: 'error',
        text: t('overtime.decisionError', { reason: errorMessage(failure, t('overtime.unknownError')) }),
      });
    }
  };
  return (
    <Flex gap={8} wrap>
      <Button type="primary" onClick={onApprove}>
        {t('overtime.approve')}
      </Button>
      <Button danger loading={isLoading} onClick={() => void sendReject()}>
        {t('overtime.reject')}
      </Button>
    </Flex>
  );
}

const columns = (
  t: AttendanceT,
  onApprove: (overtime: Overtime) => void,
  onDone: (notice: Notice) => void,
): TableColumnType<Overtime>[] => [
  { title: t('overtime.employee'), dataIndex: 'employee_name', key: 'employee' },
  {
    title: t('overtime.date'),
    key: 'date',
    render: (_: unknown, overtime) => overtimeDate(t, overtime),
  },
  {
    title: t('overtime.minutes'),
    dataIndex: 'minutes',
    key: 'minutes',
    render: (minutes: number) => minutesText(t, minutes),
  },
  {
    title: t('overtime.rate'),
    dataIndex: 'rate_class',
    key: 'rate',
    render: (rate: Overtime['rate_class']) => t(`overtimeLabels.rates.${rate}`),
  },
  {
    title: t('overtime.decision'),
    key: 'decision',
    render: (_: unknown, overtime) => (
      <Decide overtime={overtime} onApprove={() => onApprove(overtime)} onDone={onDone} />
    ),
  },
];

/** The reviewer's section for overtime: a manager's direct reports, everyone's for an admin; approve all or part. */
export function OvertimeQueue() {
  const t = useAttendanceTexts();
  const [shown, setShown] = useState<Shown>('pending');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [approving, setApproving] = useState<Overtime | null>(null);
  const { data, isLoading, isError } = useGetOvertimeQuery(shown === 'pending' ? { status: 'pending' } : {});
  return (
    <Card title={<h3 style={{ margin: 0, whiteSpace: 'normal' }}>{t('overtime.title')}</h3>}>
      <Segmented<Shown>
        value={shown}
        onChange={setShown}
        options={[
          { label: t('overtime.pending'), value: 'pending' },
          { label: t('overtime.all'), value: 'all' },
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
        <Alert type="error" showIcon title={t('overtime.loadError')} />
      ) : (
        <ScrollTable<Overtime>
          label={t('overtime.title')}
          rowKey="overtime_id"
          size="small"
          loading={isLoading}
          dataSource={data ?? []}
          columns={columns(t, setApproving, setNotice)}
          emptyText={t('overtime.empty')}
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
