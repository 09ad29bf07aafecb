import { instrumentsOf, type Statement } from '../db/db-instruments';

/** Records every statement `db` sends (transaction control included) until the returned stop is called. */
export function recordStatements(db: object): { sent: Statement[]; stop: () => void } {
  const instruments = instrumentsOf(db);
  if (!instruments) throw new Error('Not a database made by createDb: its statements cannot be seen.');
  const sent: Statement[] = [];
  const stop = instruments.statements.on((statement) => sent.push(statement));
  return { sent, stop };
}
