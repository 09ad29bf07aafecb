import { errorFactory, type ErrorTexts } from '../../lib/app-error';

export const HOLIDAY_MESSAGES = {
  created: 'Holiday added.',
  updated: 'Holiday updated.',
  deleted: 'Holiday deleted.',
  imported: (added: number, found: number) =>
    `${added} holidays imported (${found} found, the others were already there).`,
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const HOLIDAY_ERRORS = {
  'holiday.not_found': 'Holiday not found.',
  'holiday.name_required': 'Please enter a holiday name.',
  'holiday.date_taken': ({ date, name }: { date: string; name: string }) =>
    `There is already a holiday on ${date} in that calendar: ${name}.`,
  'holiday.unknown_country': ({ country }: { country: string }) => `No public holiday data for "${country}".`,
  'holiday.unknown_region': ({ country, region }: { country: string; region: string }) =>
    `No public holiday data for region "${region}" of ${country}.`,
  'holiday.ics_missing': 'Please upload an .ics calendar file in the field "file".',
  'holiday.ics_too_large': 'The calendar file is too large (1 MB at most).',
  'holiday.ics_invalid': 'The file is not an iCalendar (.ics) file.',
  'holiday.ics_empty': 'The calendar file has no events in the calendar the api keeps (1900 to 2100).',
} as const satisfies ErrorTexts;

export const holidayError = errorFactory(HOLIDAY_ERRORS);

export const ICS_MAX_BYTES = 1024 * 1024;
/** Longer holiday calendars are typos; a year has a few dozen holidays at most. */
export const MAX_IMPORTED_HOLIDAYS = 1000;
