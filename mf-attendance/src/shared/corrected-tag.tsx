import { ContrastTag } from 'shared-auth/ui';
import { ATTENDANCE_TEXTS as T } from './messages';
import type { AttendanceLog } from './types';

type Sides = Pick<AttendanceLog, 'check_in_corrected' | 'check_out_corrected'>;

/** Which side of the day an approved correction set (never face-verified); nothing for an untouched record. */
export function CorrectedTag({ log }: { log: Sides }) {
  const sides: string[] = [];
  if (log.check_in_corrected) sides.push(T.clockInSide);
  if (log.check_out_corrected) sides.push(T.clockOutSide);
  if (!sides.length) return null;
  return <ContrastTag tone="purple">{T.corrected(sides)}</ContrastTag>;
}
