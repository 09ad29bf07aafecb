import { companyToday } from 'shared-auth';

/** The current month so far, on the company's calendar. */
export function monthToDate(today = companyToday()): { start_date: string; end_date: string } {
  return { start_date: `${today.slice(0, 8)}01`, end_date: today };
}
