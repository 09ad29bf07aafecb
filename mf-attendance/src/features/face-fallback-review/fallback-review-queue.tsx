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
import { useAttendanceTexts, type AttendanceT } from '../../shared/attendance-texts';
import type { FaceFallback, FallbackDecision } from './types';

type Shown = 'pending' | 'all';
type Notice = { type: 'success' | 'error'; text: string };
const STATUS_COLORS = { pending: 'orange', accepted: 'green', rejected: 'red' } as const;

function Decide({ fallback, onDone }: { fallback: FaceFallback; onDone: (notice: Notice) => void }) {
  const t = useAttendanceTexts();
  const [accept, accepting] = usePostFaceFallbacksByFallbackIdAcceptMutation();
  const [reject, rejecting] = usePostFaceFallbacksByFallbackIdRejectMutation();
  const isLoading = accepting.isLoading || rejecting.isLoading;
  const send = async (decision: FallbackDecision) => {
    const decide = decision === 'accept' ? accept : reject;
    try {
      const { message } = await decide({ fallbackId: fallback.fallback_id, body: {} }).unwrap();
      onDone({ type: 'success', text: message });
    } catch (failure) {
      onDone({
        type: 'error',
        text: t('fallbackReview.decisionError', { error: errorMessage(failure, t('fallbackReview.unknownError')) }),
      });
    }
  };
  if (fallback.status !== 'pending')
    return (
      <ContrastTag tone={STATUS_COLORS[fallback.status]}>{t(`fallbackReview.statuses.${fallback.status}`)}</ContrastTag>
    );
  return (
    <Flex gap={8} wrap>
      <Button type="primary" loading={isLoading} onClick={() => void send('accept')}>
        {t('fallbackReview.accept')}
      </Button>
      <Button danger loading={isLoading} onClick={() => void send('reject')}>
        {t('fallbackReview.reject')}
      </Button>
    </Flex>
  );
}

const columns = (t: AttendanceT, onDone: (notice: Notice) => void): TableColumnType<FaceFallback>[] => [
  { title: t('fallbackReview.employee'), dataIndex: 'employee_name', key: 'employee' },
  { title: t('fallbackReview.date'), dataIndex: 'attendance_date', key: 'date', render: formatLongDate },
  {
    title: t('fallbackReview.action'),
    dataIndex: 'action',
    key: 'action',
    render: (action: FaceFallback['action']) => t(`fallbackReview.actions.${action}`),
  },
  {
    title: t('fallbackReview.time'),
    dataIndex: 'clock_time',
    key: 'time',
    render: (value: string | null) => formatTime(value),
  },
  { title: t('fallbackReview.location'), dataIndex: 'address', key: 'address' },
  { title: t('fallbackReview.reason'), dataIndex: 'reason', key: 'reason' },
  {
    title: t('fallbackReview.decision'),
    key: 'decision',
    render: (_: unknown, fallback) => <Decide fallback={fallback} onDone={onDone} />,
  },
];

/**
 * The reviewer's section for clock actions without face check: a manager's direct reports, everyone's for an admin.
 * Each row opens the photo taken next to the enrolled one; Accept marks the record 'verified by manager', Reject voids it.
 */
export function FallbackReviewQueue() {
  const t = useAttendanceTexts();
  const [shown, setShown] = useState<Shown>('pending');
  const [notice, setNotice] = useState<Notice | null>(null);
  const { data, isLoading, isError } = useGetFaceFallbacksQuery(shown === 'pending' ? { status: 'pending' } : {});
  return (
    <Card title={<h3 style={{ margin: 0, whiteSpace: 'normal' }}>{t('fallbackReview.title')}</h3>}>
      {/* Below the title, not beside it: on a phone the title keeps the whole width. */}
      <Segmented<Shown>
        value={shown}
        onChange={setShown}
        options={[
          { label: t('fallbackReview.pending'), value: 'pending' },
          { label: t('fallbackReview.all'), value: 'all' },
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
        <Alert type="error" showIcon title={t('fallbackReview.loadError')} />
      ) : (
        // A focusable region scrolls the table sideways on a phone (antd's own scroll box takes no focus).
        <ScrollTable<FaceFallback>
          label={t('fallbackReview.title')}
          rowKey="fallback_id"
          size="small"
          loading={isLoading}
          dataSource={data ?? []}
          columns={columns(t, setNotice)}
          emptyText={t('fallbackReview.empty')}
          expandable={{ expandedRowRender: (fallback) => <FallbackPhotos fallback={fallback} /> }}
          pageSize={20}
        />
      )}
    </Card>
  );
}
