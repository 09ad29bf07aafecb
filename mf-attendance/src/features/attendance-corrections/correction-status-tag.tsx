import { ContrastTag } from 'shared-auth/ui';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import type { AttendanceCorrection } from './types';

const TONES = { pending: 'orange', approved: 'green', rejected: 'red' } as const;

export function CorrectionStatusTag({ status }: { status: AttendanceCorrection['status'] }) {
  const t = useAttendanceTexts();
  return <ContrastTag tone={TONES[status]}>{t(`corrections.statuses.${status}`)}</ContrastTag>;
}
