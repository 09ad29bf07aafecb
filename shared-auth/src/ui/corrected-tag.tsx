import type { ReactNode } from 'react';
import { useCommonTexts, type CommonT } from 'shared-auth/i18n';
import commonEnglish from '../i18n/locales/en.json';
import { ContrastTag } from './contrast-tag';

const TEXTS = commonEnglish.corrected;

/** The tag's English texts (the common catalogue's), which the remotes' tests find it by. */
export const CORRECTED_TEXTS = {
  clockInSide: TEXTS.clockInSide,
  clockOutSide: TEXTS.clockOutSide,
  corrected: (sides: string[]) => TEXTS.corrected.replace('{sides}', sides.join(', ')),
};

/** The sides of a day's attendance record that an approved correction set. */
export interface CorrectedSides {
  check_in_corrected: boolean | null;
  check_out_corrected: boolean | null;
}

/**
 * Which side of the day an approved correction set (never face-verified); nothing for an untouched record. Without
 * hooks, for a table's cells: the table reads the common `t` once instead of each row subscribing to i18next.
 */
export function correctedTag(t: CommonT, record: CorrectedSides): ReactNode {
  const sides: string[] = [];
  if (record.check_in_corrected) sides.push(t('corrected.clockInSide'));
  if (record.check_out_corrected) sides.push(t('corrected.clockOutSide'));
  if (!sides.length) return null;
  return <ContrastTag tone="purple">{t('corrected.corrected', { sides: sides.join(', ') })}</ContrastTag>;
}

/** The corrected tag of a single record. */
export function CorrectedTag({ record }: { record: CorrectedSides }) {
  return correctedTag(useCommonTexts(), record);
}
