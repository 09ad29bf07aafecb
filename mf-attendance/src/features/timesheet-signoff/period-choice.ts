import type { GetPayPeriodsApiResponse } from 'shared-auth';

type Period = GetPayPeriodsApiResponse[number];

/** The period shown first: the one around `today`, else the newest that has ended and is not locked, else the newest. */
export function defaultPeriod(periods: readonly Period[], today: string): Period | undefined {
  return (
    periods.find((p) => p.start_date <= today && today <= p.end_date) ??
    periods.find((p) => p.end_date < today && !p.locked_at) ??
    periods[0]
  );
}
