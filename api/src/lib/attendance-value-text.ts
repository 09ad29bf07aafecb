import ar from './attendance-values/ar.json';
import de from './attendance-values/de.json';
import en from './attendance-values/en.json';
import es from './attendance-values/es.json';
import fr from './attendance-values/fr.json';
import type { Language } from './languages';
import { catalogueReader, type Catalogues } from './message-catalogue';

type ValueKey = keyof typeof en;

/**
 * The words of the values stored in English (a record's discrepancy and clock-in type), by language: the screens'
 * common texts `attendanceValues` (shared-auth), which attendance-value-text.test.ts holds these to.
 */
export const ATTENDANCE_VALUE_CATALOGUES: Catalogues<ValueKey> = { en, de, fr, es, ar };

const read = catalogueReader(ATTENDANCE_VALUE_CATALOGUES);

const DISCREPANCY = /^(late|early) by (\d+) min$/i;
const WORDS: Readonly<Record<string, ValueKey>> = {
  'on time': 'onTime',
  'in office': 'inOffice',
  remote: 'remote',
  'n/a': 'notAvailable',
};

/**
 * A stored value ('late by 12 min', 'in office', 'N/A') worded in `language`, as the screens word it
 * (shared-auth's useAttendanceValueText); in English, and when unknown, as stored.
 */
export function attendanceValueText(language: Language): (value: string) => string {
  if (language === 'en') return (value) => value;
  const text = read(language);
  return (value) => {
    const discrepancy = DISCREPANCY.exec(value.trim());
    if (discrepancy) {
      const key = discrepancy[1]!.toLowerCase() === 'late' ? 'lateBy' : 'earlyBy';
      return text(key, { minutes: Number(discrepancy[2]) });
    }
    const key = WORDS[value.trim().toLowerCase()];
    return key ? text(key) : value;
  };
}
