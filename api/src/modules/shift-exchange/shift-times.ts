const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** 'HH:MM' as the company's clock reads `instant`. */
export function wallClock(instant: Date, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** '22:00-06:00': a shift's times as the company's clock reads them. */
export const shiftTimesText = (startsAt: Date, endsAt: Date, timeZone: string) =>
  `${wallClock(startsAt, timeZone)}-${wallClock(endsAt, timeZone)}`;
