const MINUTE_MS = 60_000;

/** `7 h 05 min` between two instants; never negative (a clock a little behind the server's shows 0). */
export function workedHours(from: string, to: string | Date): string {
  const end = typeof to === 'string' ? new Date(to) : to;
  const minutes = Math.max(0, Math.floor((end.getTime() - new Date(from).getTime()) / MINUTE_MS));
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
