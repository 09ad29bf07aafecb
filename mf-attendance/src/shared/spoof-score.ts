import type { AttendanceT } from './attendance-texts';
import { EMPTY_CELL } from './constants';

/** Two decimals in the page's language; a dash when no score was recorded (records from before face checks). */
export function formatSpoofScore(t: AttendanceT, score: number | string | null | undefined): string {
  if (score === null || score === undefined || score === '') return EMPTY_CELL;
  const value = Number(score);
  return Number.isFinite(value) ? t('screen.spoofScore', { score: value }) : EMPTY_CELL;
}
