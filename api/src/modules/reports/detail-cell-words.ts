import { attendanceValueText } from '../../lib/attendance-value-text';
import type { Language } from '../../lib/languages';
import { exportText, type ExportKey, type ExportText } from './export-texts';
import type { VERIFICATION_LABELS } from './messages';

/** The Verification cell's words (VERIFICATION_LABELS in English) by the stored value. */
const VERIFICATION_KEYS: Record<keyof typeof VERIFICATION_LABELS, ExportKey> = {
  face: 'verification.face',
  'pending review': 'face_review.pending_review',
  'verified by manager': 'face_review.verified_by_manager',
  voided: 'face_review.voided',
};

/** The Detail sheet's Corrected cell: the sides an approved correction set, empty for a face-verified record. */
export function correctedCell(text: ExportText, checkIn: boolean, checkOut: boolean): string | null {
  if (!checkIn && !checkOut) return null;
  return text('corrected.sides', { sides: checkIn && checkOut ? 'both' : checkIn ? 'in' : 'out' });
}

function verification(text: ExportText, stored: string) {
  const key = VERIFICATION_KEYS[stored as keyof typeof VERIFICATION_KEYS];
  return key ? text(key) : stored;
}

/** Each distinct stored value worded once: a year's export repeats a handful of them on every row. */
function memo(word: (stored: string) => string): (stored: string | null) => string | null {
  const words = new Map<string, string>();
  return (stored) => {
    if (stored === null) return null;
    let found = words.get(stored);
    if (found === undefined) words.set(stored, (found = word(stored)));
    return found;
  };
}

/** The words of a record's stored values in the caller's language: an unknown value as stored. */
export function cellWords(language: Language) {
  const text = exportText(language);
  return {
    text,
    value: memo(attendanceValueText(language)),
    verification: memo((stored) => verification(text, stored)),
  };
}

export type CellWords = ReturnType<typeof cellWords>;
