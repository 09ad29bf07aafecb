import { Alert, Card, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { useGetAttendanceCorrectionsQuery } from './api';
import { CORRECTION_COLUMNS } from './correction-columns';
import { CorrectionDecisionModal, type PendingDecision } from './correction-decision-modal';
import { CorrectionQueueActions } from './correction-queue-actions';
import { CorrectionStatusFilter, type StatusFilter } from './correction-status-filter';
import { CorrectionsTable } from './corrections-table';
import { CORRECTION_TEXTS as T } from './messages';
import { RevisionHistoryModal } from './revision-history-modal';
import type { AttendanceCorrection } from './types';

const { employee, date, recorded, requested, reason, status, comment } = CORRECTION_COLUMNS;

/** The review queue of correction requests: a manager's direct reports', everyone's for an admin (the api's scope). */
export function CorrectionQueue() {
  const [filter, setFilter] = useState<StatusFilter>('pending');
  const { data, error, isFetching } = useGetAttendanceCorrectionsQuery(filter === 'all' ? {} : { status: filter });
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [history, setHistory] = useState<AttendanceCorrection | null>(null);

  const columns: TableColumnsType<AttendanceCorrection> = [
    employee,
    date,
    recorded,
    requested,
    reason,
    status,
    comment,
    {
      title: T.actions,
      key: 'actions',
      render: (_, correction) => (
        <CorrectionQueueActions correction={correction} onDecide={setPending} onHistory={setHistory} />
      ),
    },
  ];

  return (
    <Card title={<h3 style={{ margin: 0 }}>{T.queueTitle}</h3>}>
      <CorrectionStatusFilter value={filter} onChange={setFilter} />
      {error && <Alert type="error" showIcon title={errorMessage(error, T.fetchFailed)} style={{ marginBottom: 16 }} />}
      <CorrectionsTable label={T.queueTitle} columns={columns} rows={data ?? []} loading={isFetching} />
      {pending && <CorrectionDecisionModal pending={pending} onClose={() => setPending(null)} />}
      {history?.day_record_id && (
        <RevisionHistoryModal correction={history} recordId={history.day_record_id} onClose={() => setHistory(null)} />
      )}
    </Card>
  );
}
