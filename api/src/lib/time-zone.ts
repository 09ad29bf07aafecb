/** Calendar helpers for the company time zone; dates are 'YYYY-MM-DD' strings. */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

// Building an Intl.DateTimeFormat costs far more than formatting with one, and every clock action and report
// row asks: one formatter per zone, kept (a company has one zone; a bad name throws and is not kept).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function parts(instant: Date, timeZone: string): Record<string, number> {
  const formatter = formatterFor(timeZone);
  const values: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return values;
}

// A zone's offset changes only on a whole minute, so it is kept per zone and minute: formatting to parts costs
// microseconds, and every status read asks for the same few minutes (now, today's start and end) again and again.
const offsets = new Map<string, number>();
const OFFSETS_KEPT = 4096;

/** Minutes the zone is ahead of UTC at `instant` (60 for London in summer). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const minute = Math.floor(instant.getTime() / 60_000);
  const key = `${timeZone} ${minute}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const p = parts(new Date(minute * 60_000), timeZone);
    offset = Math.round(
      (Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - minute * 60_000) / 60_000,
    );
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** `instant` as the zone's wall clock, written as an ISO string ('YYYY-MM-DDTHH:MM:SS.sssZ', the Z meaning nothing). */
function wallClock(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000).toISOString();
}

/** The calendar date of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  return wallClock(instant, timeZone).slice(0, 10);
}

/** The instant at which the wall clock in `timeZone` shows `date` + `minutesOfDay`. */
export function zonedTime(date: string, minutesOfDay: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, 0, minutesOfDay);
  const first = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  // Second pass lands on the right side of a DST change.
  return new Date(wall - zoneOffsetMinutes(new Date(first), timeZone) * 60_000);
}

/** Calendar days from `first` to `last` ('YYYY-MM-DD'), both included. */
export function daysInRange(first: string, last: string): number {
  return (Date.parse(last) - Date.parse(first)) / 86_400_000 + 1;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function weekday(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

/** The Monday of the date's ISO week. */
export function mondayOf(date: string): string {
  return addDays(date, -((WEEKDAYS.indexOf(weekday(date)) + 6) % 7));
}

/** 'HH:MM' -> minutes after midnight. */
export function parseClock(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** The wall-clock time of `instant` in `timeZone` as 'HH:MM'. */
export function localClock(instant: Date, timeZone: string): string {
  return wallClock(instant, timeZone).slice(11, 16);
}
