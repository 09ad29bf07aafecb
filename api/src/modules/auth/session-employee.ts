import { instrumentsOf } from '../../db/db-instruments';
import { defineReadCache } from '../../db/read-caches';
import type { Executor } from '../../db/types';
import { findSessionEmployee, type SessionEmployee } from './auth-repository';

/*
 * A minute, not the default 5 s: writes empty it at once on every instance (a lost listening connection empties it
 * too), and an attendance screen polls every 30 s, so with 5 s nearly every poll read the row again.
 */
const SESSION_CACHE = defineReadCache<number, SessionEmployee>(['employees'], 60_000);

/**
 * The employee row behind a token, from the database's read cache: any write to employees (termination, role,
 * password, sign-out everywhere) empties it on every instance (db/read-caches.ts), so such a change takes effect
 * at once, not when the token expires.
 */
export async function sessionEmployee(db: Executor, employeeId: number): Promise<SessionEmployee | undefined> {
  const load = () => findSessionEmployee(db, employeeId);
  const cache = instrumentsOf(db)?.caches.of(SESSION_CACHE);
  return cache ? cache.get(employeeId, load) : load();
}
