import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { formatLongDate, useSession } from 'shared-auth';
import type { AttendanceLog } from '../../shared/types';
import { CorrectionRequestModal } from './correction-request-modal';
import { useAttendanceTexts } from '../../shared/attendance-texts';

/**
 * Opens the correction form: for a row of the viewer's own logs (others' rows get nothing), or, without a log, for
 * a day that has no record.
 */
export function RequestCorrectionButton({ log }: { log?: AttendanceLog }) {
  const t = useAttendanceTexts();
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (!session || (log && String(log.employee_id) !== session.employee_id)) return null;

  return (
    <>
      {log ? (
        <Button
          size="small"
          aria-label={t('corrections.requestCorrectionFor', { date: formatLongDate(log.attendance_date) })}
          onClick={() => setOpen(true)}
        >
          {t('corrections.requestCorrection')}
        </Button>
      ) : (
        <Button icon={<EditOutlined />} onClick={() => setOpen(true)}>
          {t('corrections.requestAnotherDay')}
        </Button>
      )}
      {open && <CorrectionRequestModal log={log} onClose={() => setOpen(false)} />}
    </>
  );
}
