import type { Statement } from '../db/db-events';
import { instrumentsOf } from '../db/db-instruments';
import type { FastifyInstance } from 'fastify';

/** Records every statement `db` sends (transaction control included) until the returned stop is called. */
function recordStatements(db: object): { sent: Statement[]; stop: () => void } {
  const instruments = instrumentsOf(db);
  if (!instruments) throw new Error('Not a database made by createDb: its statements cannot be seen.');
  const sent: Statement[] = [];
  const stop = instruments.statements.on((statement) => sent.push(statement));
  return { sent, stop };
}

/** What `run` answers and the statements `app` sends meanwhile, with its audit chain writer (its own timer) paused. */
export async function statementsDuring<T>(app: FastifyInstance, run: () => Promise<T>) {
  await app.audit.stop();
  const recording = recordStatements(app.db);
  try {
    return { result: await run(), sent: recording.sent };
  } finally {
    recording.stop();
    app.audit.start(app.db, (err) => {
      throw err;
    });
  }
}
