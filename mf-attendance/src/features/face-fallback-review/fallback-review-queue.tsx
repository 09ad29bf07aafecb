import { Alert, Button, Card, Flex, Segmented, type TableColumnType } from 'antd';
import { useState } from 'react';
import { errorMessage, formatLongDate, formatTime } from 'shared-auth';
import { ContrastTag, ScrollTable } from 'shared-auth/ui';
import {
  useGetFaceFallbacksQuery,
  usePostFaceFallbacksByFallbackIdAcceptMutation,
  usePostFaceFallbacksByFallbackIdRejectMutation,
} from './api';
import { FallbackPhotos } from './fallback-photos';
import { FALLBACK_REVIEW_TEXTS as T } from './messages';
import type { FaceFallback, FallbackDecision } from './types';

type Shown = 'pending' | 'all';
type Notice = { type: 'success' | 'error'; text: string };
const STATUS_COLORS = { pending: 'orange', accepted: 'green', rejected: 'red' } as const;

function Decide({ fallback, onDone }: { fallback: FaceFallback; onDone: (notice: Notice) => void }) {
  const [accept, accepting] = usePostFaceFallbacksByFallbackIdAcceptMutation();
  const [reject, rejecting] = usePostFaceFallbacksByFallbackIdRejectMutation();
  const isLoading = accepting.isLoading || rejecting.isLoading;
  const send = async (decision: FallbackDecision) => {
    const decide = decision === 'accept' ? accept : reject;
    try {
      const { message } = await decide({ fallbackId: fallback.fallback_id, body: {} }).unwrap();
      onDone({ type: 'success', text: message });
    } catch (failure) {
      onDone({ type: 'error', text: T.decisionError(errorMessage(failure, T.unknownError)) });
    }
  };
  if (fallback.status !== 'pending')
    return <ContrastTag tone={STATUS_COLORS[fallback.status]}>{fallback.status}</ContrastTag>;
  return (
    <Flex gap={8} wrap>
      <Button type="primary" loading={isLoading} onClick={() => void send('accept')}>
        {T.accept}
      </Button>
      <Button danger loading={isLoading} onClick={() => void send('reject')}>
        {T.reject}
      </Button>
    </Flex>
  );
}

const columns = (onDone: (notice: Notice) => void): TableColumnType<FaceFallback>[] => [
  { title: 'Employee', dataIndex: 'employee_name', key: 'employee' },
  { title: 'Date', dataIndex: 'attendance_date', key: 'date', render: formatLongDate },
  {
    title: 'Action',
    dataIndex: 'action',
    key: 'action',
    render: (action: FaceFallback['action']) => T.actions[action],
  },
  { title: 'Time', dataIndex: 'clock_time', key: 'time', render: (value: string | null) => formatTime(value) },
  { title: 'Location', dataIndex: 'address', key: 'address' },
  { title: 'Reason', dataIndex: 'reason', key: 'reason' },
  {
    title: 'Decision',
    key: 'decision',
    render: (_: unknown, fallback) => <Decide fallback={fallback} onDone={onDone} />,
  },
];

/**
 * The reviewer's section for clock actions without face check: a manager's direct reports, everyone's for an admin.
 * Each row opens the photo taken next to the enrolled one; Accept marks the record 'verified by manager', Reject voids it.
 */
export function FallbackReviewQueue() {
  const [shown, setShown] = useState<Shown>('pending');
  const [notice, setNotice] = useState<Notice | null>(null);
  const { data, isLoading, isError } = useGetFaceFallbacksQuery(shown === 'pending' ? { status: 'pending' } : {});
  return (
    <Card title={<h3 style={{ margin: 0, whiteSpace: 'normal' }}>{T.title}</h3>}>
      {/* Below the title, not beside it: on a phone the title keeps the whole width. */}
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
        // A focusable region scrolls the table sideways on a phone (antd's own scroll box takes no focus).
        <ScrollTable<FaceFallback>
          label={T.title}
          rowKey="fallback_id"
          size="small"
          loading={isLoading}
          dataSource={data ?? []}
          columns={columns(setNotice)}
          emptyText={T.empty}
          expandable={{ expandedRowRender: (fallback) => <FallbackPhotos fallback={fallback} /> }}
          pageSize={20}
        />
      )}
    </Card>
  );
}
