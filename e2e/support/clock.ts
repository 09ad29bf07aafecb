import path from 'node:path';

/**
 * The instant an e2e server and its pages live at. The api (through clock-preload.cjs) and the browser contexts
 * (Playwright's clock) run on it, so what the demo seed builds and what the pages show do not depend on when the
 * suite runs. From that instant time flows at its real pace.
 */
export interface TestClock {
  /** Milliseconds added to the real clock. */
  offsetMs: number;
  now: () => Date;
}

export const REAL_CLOCK: TestClock = { offsetMs: 0, now: () => new Date() };

export function clockAt(instant: Date): TestClock {
  const offsetMs = instant.getTime() - Date.now();
  return { offsetMs, now: () => new Date(Date.now() + offsetMs) };
}

/** The instant the clocks of `zone` show `time` (HH:MM) on `date` (YYYY-MM-DD). */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // 'sv-SE' writes local times as 'YYYY-MM-DD HH:MM:SS'.
  const offsetAt = (at: number) =>
    Date.parse(`${new Date(at).toLocaleString('sv-SE', { timeZone: zone }).replace(' ', 'T')}Z`) - at;
  return new Date(wall - offsetAt(wall - offsetAt(wall)));
}

function suiteClock(value: string | undefined): TestClock {
  if (!value) return REAL_CLOCK;
  if (!/(Z|[+-]\d{2}:\d{2})$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new Error(`E2E_CLOCK must be an instant with its offset, such as 2026-03-18T07:30:00Z: ${value}`);
  }
  return clockAt(new Date(value));
}

/** E2E_CLOCK=2026-03-18T07:30:00Z runs every server and page of the suite from that instant; unset, the real time. */
export const SUITE_CLOCK = suiteClock(process.env.E2E_CLOCK);

/** A test file's clock: from `instant`, unless E2E_CLOCK sets the whole suite's. */
export const suiteClockOr = (instant: Date): TestClock => (process.env.E2E_CLOCK ? SUITE_CLOCK : clockAt(instant));

/** Node arguments and environment that start a Node process on `clock`. */
export function nodeClockOptions(clock: TestClock): { execArgv: string[]; env: Record<string, string> } {
  if (clock.offsetMs === 0) return { execArgv: [], env: {} };
  return {
    execArgv: ['--require', path.join(__dirname, 'clock-preload.cjs')],
    env: { E2E_CLOCK_OFFSET_MS: String(clock.offsetMs) },
  };
}
