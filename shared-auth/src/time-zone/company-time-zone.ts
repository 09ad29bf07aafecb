// The company's TIME_ZONE setting (spec: one clock, the company's). Module state of the singleton package:
// the shell sets it from GET /api/branding, every formatter of every remote reads it.
let companyZone: string | null = null;
const listeners = new Set<() => void>();

/** The zone the browser runs in (an IANA name). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Sets the company's zone; anything that is not an IANA zone name means "not known": the browser's zone is used. */
export function setCompanyTimeZone(zone: string | null | undefined): void {
  const next = isTimeZone(zone) ? zone : null;
  if (next === companyZone) return;
  companyZone = next;
  for (const listener of listeners) listener();
}

/** The zone every date and time is shown in: the company's, else the browser's. */
export function companyTimeZone(): string {
  return companyZone ?? browserTimeZone();
}

export function subscribeToCompanyTimeZone(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
