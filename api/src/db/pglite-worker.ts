import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import type { PGlite, Results } from '@electric-sql/pglite';
import { openPglite } from './pglite';
import {
  serializeError,
  type PgliteOpen,
  type PgliteReply,
  type PgliteRequest,
  type PgliteRows,
} from './pglite-protocol';
import { OID } from './type-parsers';

const WRITE_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

function columnsOf(result: Results<unknown>, types: number[]): string[] {
  return result.fields.filter((field) => types.includes(field.dataTypeID)).map((field) => field.name);
}

function toRows(result: Results<unknown> | undefined): PgliteRows {
  if (!result) return { rows: [], byteaColumns: [], timestampColumns: [] };
  const writes = result.command !== undefined && WRITE_COMMANDS.has(result.command);
  return {
    rows: result.rows,
    affected: writes ? result.rowCount : undefined,
    byteaColumns: columnsOf(result, [OID.bytea]),
    timestampColumns: columnsOf(result, [OID.timestamp, OID.timestamptz]),
  };
}

/**
 * Queries without parameters go through the simple protocol, as node-postgres does, so multi-statement SQL
 * (migrations) behaves the same on both databases.
 */
async function runQuery(pglite: PGlite, sql: string, params: unknown[]): Promise<PgliteRows> {
  if (params.length === 0) return toRows((await pglite.exec(sql, { rowMode: 'object' })).at(-1));
  return toRows(await pglite.query(sql, params, { rowMode: 'object' }));
}

let open: PGlite | undefined;
let snapshotRead: { file: string; bytes: ArrayBuffer } | undefined;

/** The last snapshot file read stays in memory: a thread that serves test file after test file reads it once. */
function snapshotFrom(file: string): ArrayBuffer {
  if (snapshotRead?.file !== file) {
    const bytes = fs.readFileSync(file);
    snapshotRead = { file, bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) };
  }
  return snapshotRead.bytes;
}

async function openDatabase({ dataDir, snapshot, snapshotFile }: PgliteOpen): Promise<void> {
  if (open) throw new Error('this thread already has a database open');
  open = await openPglite({ dataDir, snapshot: snapshotFile ? snapshotFrom(snapshotFile) : snapshot });
}

function database(): PGlite {
  if (!open) throw new Error('no database is open in this thread');
  return open;
}

async function answer(request: PgliteRequest): Promise<PgliteReply> {
  switch (request.type) {
    case 'open':
      await openDatabase(request);
      return { id: request.id, type: 'opened' };
    case 'query':
      return { id: request.id, type: 'rows', result: await runQuery(database(), request.sql, request.params) };
    case 'dump': {
      const tarball = await (await database().dumpDataDir('none')).arrayBuffer();
      return { id: request.id, type: 'dump', tarball };
    }
    case 'close': {
      const closing = database();
      open = undefined;
      await closing.close();
      return { id: request.id, type: 'closed' };
    }
  }
}

/**
 * Hosts the embedded PostgreSQL off the main thread; PGlite runs the requests one at a time in arrival order. The
 * thread outlives a database it closes, so a process that opens many in turn (the tests) starts the thread once.
 */
const port = parentPort;
if (!port) throw new Error('pglite-worker must run in a worker thread');
port.on('message', (request: PgliteRequest) => {
  answer(request).then(
    (reply) => port.postMessage(reply, reply.type === 'dump' ? [reply.tarball] : []),
    (err: unknown) =>
      port.postMessage({ id: request.id, type: 'error', error: serializeError(err) } satisfies PgliteReply),
  );
});
