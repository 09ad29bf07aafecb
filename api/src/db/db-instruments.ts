import type { DatabaseConnection, Dialect, Driver, QueryCompiler, TransactionSettings } from 'kysely';

type Compile = QueryCompiler['compileQuery'];

type Listener = () => void;

/** Who to tell after a transaction commits on a database made by createDb (the audit chain writer listens). */
export class CommitEvents {
  private readonly listeners = new Set<Listener>();

  on(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** What createDb knows of a database beyond Kysely: its commits, and whether all its connections are taken. */
export interface DbInstruments {
  commits: CommitEvents;
  /** Every connection is running a query and more wait: the database is alive, a `select 1` would queue. */
  busy(): boolean;
}

const instrumentsByDb = new WeakMap<object, DbInstruments>();

export function instrumentsOf(db: object): DbInstruments | undefined {
  return instrumentsByDb.get(db);
}

export function registerInstruments(db: object, instruments: DbInstruments): void {
  instrumentsByDb.set(db, instruments);
}

/** The same driver, telling `events` after each commit. */
class CommitNotifyingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly events: CommitEvents,
  ) {}

  init = () => this.inner.init();
  acquireConnection = () => this.inner.acquireConnection();
  beginTransaction = (c: DatabaseConnection, s: TransactionSettings) => this.inner.beginTransaction(c, s);
  rollbackTransaction = (c: DatabaseConnection) => this.inner.rollbackTransaction(c);
  savepoint = (c: DatabaseConnection, name: string, compile: Compile) => this.inner.savepoint!(c, name, compile);
  rollbackToSavepoint = (c: DatabaseConnection, name: string, compile: Compile) =>
    this.inner.rollbackToSavepoint!(c, name, compile);
  releaseSavepoint = (c: DatabaseConnection, name: string, compile: Compile) =>
    this.inner.releaseSavepoint!(c, name, compile);
  releaseConnection = (c: DatabaseConnection) => this.inner.releaseConnection(c);
  destroy = () => this.inner.destroy();

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.inner.commitTransaction(connection);
    this.events.emit();
  }
}

export function notifyingCommits(dialect: Dialect, events: CommitEvents): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new CommitNotifyingDriver(dialect.createDriver(), events),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
