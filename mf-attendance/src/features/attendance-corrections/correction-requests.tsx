import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { formatLongDate, useSession } from 'shared-auth';
import type { AttendanceLog } from '../../shared/types';
import { CorrectionRequestModal } from './correction-request-modal';
import { useAttendanceTexts } from '../../shared/attendance-texts';

/**
 * The correction form of the logs screen and its openers: a button on each row of the viewer's own logs (others' rows
 * get nothing) and one for a day that has no record. The texts, the session and the form's state are read here once:
 * per row, their hooks ran 8 effects in the table's mount.
 */
export function useCorrectionRequests() {
  const t = useAttendanceTexts();
  const session = useSession();
  // The day the form is open for: its log, or null for a day without a record; undefined while closed.
  const [day, setDay] = useState<AttendanceLog | null>();

  const rowAction = useCallback(
    (log: AttendanceLog) =>
      session && String(log.employee_id) === session.employee_id ? (
        <Button
          size="small"
          aria-label={t('corrections.requestCorrectionFor', { date: formatLongDate(log.attendance_date) })}
          onClick={() => setDay(log)}
        >
          {t('corrections.requestCorrection')}
        </Button>
      ) : null,
    [t, session],
  );
  const toolbar = useMemo(
    () =>
      session && (
        <Button icon={<EditOutlined />} onClick={() => setDay(null)}>
          {t('corrections.requestAnotherDay')}
        </Button>
      ),
    [t, session],
  );
  const form = day !== undefined && <CorrectionRequestModal log={day ?? undefined} onClose={() => setDay(undefined)} />;
  return { rowAction, toolbar, form };
}
