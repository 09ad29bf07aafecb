/** `1 day`, `0.5 days`, `3 days`: balances and requests count working days, halves included. */
export function daysText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}
