import type { Statement } from '../db/db-events';
import { instrumentsOf } from '../db/db-instruments';
import type { TestContext } from './test-app';

/** Records every statement `db` sends (transaction control included) until the returned stop is called. */
export function recordStatements(db: object): { sent: Statement[]; stop: () => void } {
  const instruments = instrumentsOf(db);
  if (!instruments) throw new Error('Not a database made by createDb: its statements cannot be seen.');
  const sent: Statement[] = [];
  const stop = instruments.statements.on((statement) => sent.push(statement));
  return { sent, stop };
}

/** What `run` answers and the statements it sends, with the audit chain writer (its own timer) paused meanwhile. */
export async function statementsDuring<T>(t: TestContext, run: () => Promise<T>) {
  await t.app.audit.stop();
  const recording = recordStatements(t.db);
  try {
    return { result: await run(), sent: recording.sent };
  } finally {
    recording.stop();
    t.app.audit.start(t.db, (err) => {
      throw err;
    });
  }
}
