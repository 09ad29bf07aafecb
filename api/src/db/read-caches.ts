import type { SettingValues } from '../modules/settings/settings-catalog';
import type { SessionEmployee } from '../modules/auth/auth-repository';
import type { FaceIndex } from '../modules/kiosk/face-index';
import { ReadCache } from '../lib/read-cache';
import type { DbEvents } from './db-events';
import type { Statement } from './db-instruments';

/** How long a cached read may live when no change was heard of (a lost notification, a hand edit). */
export const READ_CACHE_TTL_MS = 5_000;

/**
 * The kiosks' descriptors take a while to decrypt and change rarely: a longer backstop (every change, a reconnect
 * of the listener included, still empties them at once).
 */
export const FACE_INDEX_TTL_MS = 60_000;

/** The tables whose rows are cached; a write to one empties its caches (migrations 025, 027 notify other instances). */
export const CACHED_TABLES = ['settings', 'employees', 'face_profiles'] as const;
export type CachedTable = (typeof CACHED_TABLES)[number];

export interface ReadCaches {
  settings: ReadCache<'all', SettingValues>;
  employees: ReadCache<number, SessionEmployee>;
  /** Every active employee's enrolled descriptors: a termination or an enrolment changes it. */
  faceIndex: ReadCache<'all', FaceIndex>;
}

const CACHES_OF: Record<CachedTable, (keyof ReadCaches)[]> = {
  settings: ['settings'],
  employees: ['employees', 'faceIndex'],
  face_profiles: ['faceIndex'],
};

const WRITE = /^\s*(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?(\w+)"?/i;

/** The cached table a statement writes to, if any. */
export function writtenTable(sql: string): CachedTable | undefined {
  const table = WRITE.exec(sql)?.[1]?.toLowerCase();
  return CACHED_TABLES.find((t) => t === table);
}

/**
 * Caches emptied on this instance by its own writes (when written, and again when that connection commits, so
 * no read in between keeps the old row), and by other instances' writes heard as notifications.
 */
export function createReadCaches(events: {
  statements: DbEvents<Statement>;
  commits: DbEvents<object>;
  notifications?: DbEvents<string>;
}): ReadCaches {
  const caches: ReadCaches = {
    settings: new ReadCache(READ_CACHE_TTL_MS),
    employees: new ReadCache(READ_CACHE_TTL_MS),
    faceIndex: new ReadCache(FACE_INDEX_TTL_MS),
  };
  const invalidate = (table: CachedTable | 'all') => {
    for (const name of CACHED_TABLES) {
      if (table === 'all' || table === name) for (const cache of CACHES_OF[name]) caches[cache].invalidate();
    }
  };
  // Per connection (a transaction's); a WeakMap, so a write outside a transaction leaves nothing behind.
  const awaitingCommit = new WeakMap<object, Set<CachedTable>>();
  events.statements.on(({ sql, connection }) => {
    const table = writtenTable(sql);
    if (!table) return;
    invalidate(table);
    const tables = awaitingCommit.get(connection) ?? new Set();
    awaitingCommit.set(connection, tables.add(table));
  });
  const settle = (connection: object) => {
    for (const table of awaitingCommit.get(connection) ?? []) invalidate(table);
    awaitingCommit.delete(connection);
  };
  events.commits.on(settle);
  events.statements.on(({ sql, connection }) => {
    if (sql === 'rollback') awaitingCommit.delete(connection);
  });
  events.notifications?.on((payload) => {
    const table = CACHED_TABLES.find((t) => t === payload);
    invalidate(table ?? 'all');
  });
  return caches;
}
