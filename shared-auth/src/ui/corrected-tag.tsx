import { ContrastTag } from './contrast-tag';

export const CORRECTED_TEXTS = {
  clockInSide: 'clock in',
  clockOutSide: 'clock out',
  corrected: (sides: string[]) => `Corrected: ${sides.join(', ')}`,
};

/** The sides of a day's attendance record that an approved correction set. */
export interface CorrectedSides {
  check_in_corrected: boolean | null;
  check_out_corrected: boolean | null;
}

/** Which side of the day an approved correction set (never face-verified); nothing for an untouched record. */
export function CorrectedTag({ record }: { record: CorrectedSides }) {
  const sides: string[] = [];
  if (record.check_in_corrected) sides.push(CORRECTED_TEXTS.clockInSide);
  if (record.check_out_corrected) sides.push(CORRECTED_TEXTS.clockOutSide);
  if (!sides.length) return null;
  return <ContrastTag tone="purple">{CORRECTED_TEXTS.corrected(sides)}</ContrastTag>;
}
