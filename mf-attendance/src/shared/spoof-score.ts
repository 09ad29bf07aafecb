import { EMPTY_CELL } from './constants';

/** Two decimals; a dash when no score was recorded (records from before face checks). */
export function formatSpoofScore(score: number | string | null | undefined): string {
  if (score === null || score === undefined || score === '') return EMPTY_CELL;
  const value = Number(score);
  return Number.isFinite(value) ? value.toFixed(2) : EMPTY_CELL;
}
