const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The current month so far, in the viewer's calendar. */
export function monthToDate(now = new Date()): { start_date: string; end_date: string } {
  return { start_date: isoDate(new Date(now.getFullYear(), now.getMonth(), 1)), end_date: isoDate(now) };
}
