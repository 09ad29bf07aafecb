import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Results } from '@electric-sql/pglite';
import { openPglite } from './pglite';
import {
  serializeError,
  type PgliteReply,
  type PgliteRequest,
  type PgliteRows,
  type PgliteWorkerData,
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

async function answer(pglite: PGlite, request: PgliteRequest): Promise<PgliteReply> {
  switch (request.type) {
    case 'query':
      return { id: request.id, type: 'rows', result: await runQuery(pglite, request.sql, request.params) };
    case 'dump': {
      const tarball = await (await pglite.dumpDataDir('none')).arrayBuffer();
      return { id: request.id, type: 'dump', tarball };
    }
    case 'close':
      await pglite.close();
      return { id: request.id, type: 'closed' };
  }
}

/** Hosts the embedded PostgreSQL off the main thread; PGlite runs the requests one at a time in arrival order. */
async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker must run in a worker thread');
  const { dataDir, snapshot } = workerData as PgliteWorkerData;
  let pglite: PGlite;
  try {
    pglite = await openPglite({ dataDir, snapshot: snapshot ? new Blob([snapshot]) : undefined });
  } catch (err) {
    port.postMessage({ type: 'failed', error: serializeError(err) } satisfies PgliteReply);
    return;
  }
  port.on('message', (request: PgliteRequest) => {
    answer(pglite, request).then(
      (reply) => port.postMessage(reply, reply.type === 'dump' ? [reply.tarball] : []),
      (err: unknown) =>
        port.postMessage({ id: request.id, type: 'error', error: serializeError(err) } satisfies PgliteReply),
    );
  });
  port.postMessage({ type: 'ready' } satisfies PgliteReply);
}

void main();
