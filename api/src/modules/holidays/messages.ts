export const HOLIDAY_MESSAGES = {
  created: 'Holiday added.',
  updated: 'Holiday updated.',
  deleted: 'Holiday deleted.',
  imported: (added: number, found: number) =>
    `${added} holidays imported (${found} found, the others were already there).`,
  notFound: 'Holiday not found.',
  nameRequired: 'Please enter a holiday name.',
  taken: (date: string, name: string) => `There is already a holiday on ${date} in that calendar: ${name}.`,
  unknownCountry: (country: string) => `No public holiday data for "${country}".`,
  unknownRegion: (country: string, region: string) => `No public holiday data for region "${region}" of ${country}.`,
  icsMissing: 'Please upload an .ics calendar file in the field "file".',
  icsTooLarge: 'The calendar file is too large (1 MB at most).',
  icsInvalid: 'The file is not an iCalendar (.ics) file.',
  icsEmpty: 'The calendar file has no events in the calendar the api keeps (1900 to 2100).',
} as const;

export const ICS_MAX_BYTES = 1024 * 1024;
/** Longer holiday calendars are typos; a year has a few dozen holidays at most. */
export const MAX_IMPORTED_HOLIDAYS = 1000;
