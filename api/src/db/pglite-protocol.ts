/** Messages between the main thread and the PGlite worker thread (db/pglite-worker.ts). */

/** Where a database starts from: one thread opens one database at a time, closes it, and may open another. */
export interface PgliteOpen {
  dataDir?: string;
  /** A data directory tarball (from dumpDataDir) to start from, handed over to the thread. */
  snapshot?: ArrayBuffer;
  /** A tarball on disk to start from: the thread reads it once and starts each later database from the same bytes. */
  snapshotFile?: string;
}

export type PgliteRequest =
  | ({ id: number; type: 'open' } & PgliteOpen)
  | { id: number; type: 'query'; sql: string; params: unknown[] }
  | { id: number; type: 'dump' }
  | { id: number; type: 'close' };

export interface PgliteRows {
  rows: unknown[];
  /** Rows written by INSERT, UPDATE, DELETE or MERGE; absent for other commands. */
  affected?: number;
  /** Columns holding bytea: structured clone turns their Buffers into plain Uint8Arrays. */
  byteaColumns: string[];
  /** Columns holding timestamps: their Dates arrive from another realm (jest's `toBeInstanceOf(Date)` fails). */
  timestampColumns: string[];
}

/** A PostgreSQL error's fields (code, constraint, detail...): an Error's own properties do not survive postMessage. */
export interface SerializedError {
  message: string;
  fields: Record<string, unknown>;
}

export type PgliteReply =
  | { id: number; type: 'opened' }
  | { id: number; type: 'rows'; result: PgliteRows }
  | { id: number; type: 'dump'; tarball: ArrayBuffer }
  | { id: number; type: 'closed' }
  | { id: number; type: 'error'; error: SerializedError };

export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { message: String(err), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return { message: err.message, fields };
}

export function deserializeError({ message, fields }: SerializedError): Error {
  return Object.assign(new Error(message), fields);
}
