import { ContrastTag } from 'shared-auth/ui';
import { CORRECTION_STATUS_TONES, CORRECTION_TEXTS as T } from './messages';
import type { AttendanceCorrection } from './types';

export function CorrectionStatusTag({ status }: { status: AttendanceCorrection['status'] }) {
  return <ContrastTag tone={CORRECTION_STATUS_TONES[status]}>{T.statuses[status]}</ContrastTag>;
}
