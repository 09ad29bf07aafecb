/** The calendar date `YYYY-MM-DD` of `instant` in `zone`. */
export const dateIn = (zone: string, instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(instant);

const zoneName = (zone: string, instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value;

/**
 * A timestamp of the api as a screen should show it: `4:05:07 PM` on the company's clock, followed by the company
 * zone's name (`CET`) when the browser runs in another zone. Written independently of shared-auth's formatter, from
 * what issue 12 asks.
 */
export function shownTime(timestamp: string, companyZone: string, browserZone: string): string {
  const instant = new Date(timestamp);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: companyZone,
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
  })
    .format(instant)
    .replace(/[\u202f\u00a0]/g, ' ');
  const sameClock = zoneName(companyZone, instant) === zoneName(browserZone, instant);
  return sameClock ? time : `${time} ${zoneName(companyZone, instant)}`;
}
