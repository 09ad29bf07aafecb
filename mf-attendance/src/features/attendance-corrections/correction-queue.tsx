import { Card } from 'antd';
import { useState } from 'react';
import type { PlainColumn } from 'shared-auth/ui';
import { useGetAttendanceCorrectionsQuery } from './api';
import { correctionColumns } from './correction-columns';
import { CorrectionDecisionModal, type PendingDecision } from './correction-decision-modal';
import { CorrectionQueueActions } from './correction-queue-actions';
import { CorrectionStatusFilter, type StatusFilter } from './correction-status-filter';
import { CorrectionsTable } from './corrections-table';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import { RevisionHistoryModal } from './revision-history-modal';
import type { AttendanceCorrection } from './types';

/** The review queue of correction requests: a manager's direct reports', everyone's for an admin (the api's scope). */
export function CorrectionQueue() {
  const t = useAttendanceTexts();
  const [filter, setFilter] = useState<StatusFilter>('pending');
  const { data, error, isFetching } = useGetAttendanceCorrectionsQuery(filter === 'all' ? {} : { status: filter });
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [history, setHistory] = useState<AttendanceCorrection | null>(null);

  const { employee, date, recorded, requested, reason, status, comment } = correctionColumns(t);
  const columns: PlainColumn<AttendanceCorrection>[] = [
    employee,
    date,
    recorded,
    requested,
    reason,
    status,
    comment,
    {
      title: t('corrections.actions'),
      key: 'actions',
      render: (_, correction) => (
        <CorrectionQueueActions correction={correction} onDecide={setPending} onHistory={setHistory} />
      ),
    },
  ];

  return (
    <Card title={<h3 style={{ margin: 0 }}>{t('corrections.queueTitle')}</h3>}>
      <CorrectionStatusFilter value={filter} onChange={setFilter} />
      <CorrectionsTable
        label={t('corrections.queueTitle')}
        columns={columns}
        rows={data ?? []}
        loading={isFetching}
        error={error}
      />
      {pending && <CorrectionDecisionModal pending={pending} onClose={() => setPending(null)} />}
      {history?.day_record_id && (
        <RevisionHistoryModal correction={history} recordId={history.day_record_id} onClose={() => setHistory(null)} />
      )}
    </Card>
  );
}
