import { useLanguage } from 'shared-auth';
import { useCommonTexts, type CommonT } from './use-texts';

// The values the api stores and sends in English (spec section 4): a record's discrepancy, its clock-in type, and
// a person's role.
const DISCREPANCY = /^(late|early) by (\d+) min$/i;
const WORDS: Record<string, string> = {
  'on time': 'attendanceValues.onTime',
  'in office': 'attendanceValues.inOffice',
  remote: 'attendanceValues.remote',
  'n/a': 'attendanceValues.notAvailable',
  employee: 'roles.employee',
  manager: 'roles.manager',
  admin: 'roles.admin',
};

/**
 * A stored attendance value ('late by 12 min', 'in office', 'manager') in the page's language; in English, and when
 * unknown, as the api sent it. Without hooks, for a table that already holds the common `t` and the language.
 */
export function attendanceValueText(t: CommonT, language: string): (value: string) => string {
  return (value) => {
    if (language === 'en') return value;
    const discrepancy = DISCREPANCY.exec(value.trim());
    if (discrepancy) {
      const key = discrepancy[1]!.toLowerCase() === 'late' ? 'lateBy' : 'earlyBy';
      return t(`attendanceValues.${key}`, { minutes: Number(discrepancy[2]) });
    }
    const key = WORDS[value.trim().toLowerCase()];
    return key ? t(key) : value;
  };
}

export function useAttendanceValueText(): (value: string) => string {
  return attendanceValueText(useCommonTexts(), useLanguage());
}
