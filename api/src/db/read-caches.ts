import { ReadCache } from '../lib/read-cache';
import type { DbEvents, Statement } from './db-events';

/** How long a cached read may live when no change was heard of (a lost notification, a hand edit). */
export const READ_CACHE_TTL_MS = 5_000;

/** The tables whose rows are cached; a write to one empties its caches (migrations 025, 027, 033, 055 notify other instances). */
export const CACHED_TABLES = ['settings', 'employees', 'face_profiles', 'webhooks', 'shift_assignments'] as const;
export type CachedTable = (typeof CACHED_TABLES)[number];

/**
 * A read cache a module keeps (the settings, the signed-in employee, the kiosks' face index): declared once by its
 * module, made per database on first use, emptied by any write to one of its tables.
 */
export interface ReadCacheDefinition<K, V> {
  readonly tables: readonly CachedTable[];
  readonly ttlMs: number;
  /** Only carries the key and value types. */
  readonly types?: (key: K) => V;
}

export function defineReadCache<K, V>(
  tables: readonly CachedTable[],
  ttlMs = READ_CACHE_TTL_MS,
): ReadCacheDefinition<K, V> {
  return { tables, ttlMs };
}

export interface ReadCaches {
  /** This database's instance of a module's cache. */
  of<K, V>(definition: ReadCacheDefinition<K, V>): ReadCache<K, V>;
}

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
  const caches = new Map<ReadCacheDefinition<unknown, unknown>, ReadCache<unknown, unknown>>();
  const invalidate = (table: CachedTable | 'all') => {
    for (const [definition, cache] of caches) {
      if (table === 'all' || definition.tables.includes(table)) cache.invalidate();
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
  return {
    of<K, V>(definition: ReadCacheDefinition<K, V>) {
      const key = definition as ReadCacheDefinition<unknown, unknown>;
      if (!caches.has(key)) caches.set(key, new ReadCache(definition.ttlMs));
      return caches.get(key) as ReadCache<K, V>;
    },
  };
}
