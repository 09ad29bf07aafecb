import { attendanceValueText } from '../../lib/attendance-value-text';
import type { Language } from '../../lib/languages';
import { catalogueReader, type Catalogues } from '../../lib/message-catalogue';
import ar from './texts/ar.json';
import de from './texts/de.json';
import en from './texts/en.json';
import es from './texts/es.json';
import fr from './texts/fr.json';

/** The words on the timesheet PDF by language, as ICU messages (timesheet.test.ts checks every language has each). */
export const TIMESHEET_CATALOGUES: Catalogues<keyof typeof en> = { en, de, fr, es, ar };

const read = catalogueReader(TIMESHEET_CATALOGUES);

/** The words on the PDF in `language`. */
export function timesheetText(language: Language) {
  const text = read(language);
  return {
    language,
    title: text('title'),
    employee: text('employee'),
    period: text('period'),
    columns: [
      text('column.date'),
      text('column.day'),
      text('column.check_in'),
      text('column.check_out'),
      text('column.hours'),
      text('column.location'),
      text('column.discrepancy'),
    ],
    weekend: text('weekend'),
    /** A day without a shift in a week the person has shifts: not expected. */
    dayOff: text('day_off'),
    shift: (start: string, end: string) => text('shift', { start, end }),
    leave: (type: string) => text('leave', { type }),
    hourlyLeave: (type: string, start: string, end: string) => text('hourly_leave', { type, start, end }),
    holiday: (name: string) => text('holiday', { name }),
    /** A record's stored discrepancy ('late by 12 min') as the screens word it. */
    attendanceValue: attendanceValueText(language),
    open: text('open'),
    auto: text('auto'),
    /** A side an approved correction set was not face-verified: the row says which. */
    corrected: (checkIn: boolean, checkOut: boolean) =>
      checkIn || checkOut ? text('corrected', { sides: checkIn && checkOut ? 'both' : checkIn ? 'in' : 'out' }) : '',
    weekTotal: (first: string, last: string) => text('week_total', { first, last }),
    periodRange: (first: string, last: string) => text('period_range', { first, last }),
    periodTotal: text('period_total'),
    daysWorked: (days: number) => text('days_worked', { days }),
    page: (n: number, of: number) => text('page', { n, of }),
    generated: (when: string) => text('generated', { when }),
  };
}

export type TimesheetText = ReturnType<typeof timesheetText>;
