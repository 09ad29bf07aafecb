/** `7 h 05 min` of whole minutes; never negative (a clock a little behind the server's shows 0). */
export function minutesText(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  return `${Math.floor(whole / 60)} h ${String(whole % 60).padStart(2, '0')} min`;
}
