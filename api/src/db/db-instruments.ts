import type { DatabaseConnection, Dialect, Driver, QueryCompiler, TransactionSettings } from 'kysely';
import type { CompiledQuery } from 'kysely';
import { DbEvents, type Statement } from './db-events';
import type { ReadCaches } from './read-caches';

type Compile = QueryCompiler['compileQuery'];

/** What createDb knows of a database beyond Kysely: its traffic, its read caches, whether it is saturated. */
export interface DbInstruments {
  /** After each commit, with the connection that committed (the audit chain writer and the caches listen). */
  commits: DbEvents<object>;
  /** Every statement, transaction control included, before it is sent (the caches and the tests listen). */
  statements: DbEvents<Statement>;
  caches: ReadCaches;
  /** Every connection is taken (PGlite: its one, by a query or an open transaction): alive, a `select 1` would queue. */
  busy(): boolean;
}

/** How many connections Kysely holds right now: each runs a query or keeps a transaction open. */
export class ConnectionsHeld {
  count = 0;
}

const instrumentsByDb = new WeakMap<object, DbInstruments>();

export function instrumentsOf(db: object): DbInstruments | undefined {
  return instrumentsByDb.get(db);
}

export function registerInstruments(db: object, instruments: DbInstruments): void {
  instrumentsByDb.set(db, instruments);
}

/** A connection that reports each statement it sends. */
class ObservedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly statements: DbEvents<Statement>,
  ) {}

  executeQuery<R>(query: CompiledQuery) {
    this.statements.emit({ sql: query.sql, parameters: query.parameters, connection: this });
    return this.inner.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number) {
    this.statements.emit({ sql: query.sql, parameters: query.parameters, connection: this });
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const inner = (c: DatabaseConnection) => (c as ObservedConnection).inner;

type DriverEvents = Pick<DbInstruments, 'commits' | 'statements'> & { held: ConnectionsHeld };

/** The same driver, reporting every statement, counting held connections and telling `commits` after each commit. */
class ObservedDriver implements Driver {
  constructor(
    private readonly driver: Driver,
    private readonly events: DriverEvents,
    private readonly onDestroy: () => Promise<void>,
  ) {}

  private report(c: DatabaseConnection, sql: string): void {
    this.events.statements.emit({ sql, parameters: [], connection: c });
  }

  init = () => this.driver.init();
  acquireConnection = async () => {
    const connection = new ObservedConnection(await this.driver.acquireConnection(), this.events.statements);
    this.events.held.count += 1;
    return connection;
  };
  beginTransaction = (c: DatabaseConnection, s: TransactionSettings) => {
    this.report(c, 'begin');
    return this.driver.beginTransaction(inner(c), s);
  };
  rollbackTransaction = (c: DatabaseConnection) => {
    this.report(c, 'rollback');
    return this.driver.rollbackTransaction(inner(c));
  };
  savepoint = (c: DatabaseConnection, name: string, compile: Compile) => {
    this.report(c, 'savepoint');
    return this.driver.savepoint!(inner(c), name, compile);
  };
  rollbackToSavepoint = (c: DatabaseConnection, name: string, compile: Compile) => {
    this.report(c, 'rollback to savepoint');
    return this.driver.rollbackToSavepoint!(inner(c), name, compile);
  };
  releaseSavepoint = (c: DatabaseConnection, name: string, compile: Compile) => {
    this.report(c, 'release savepoint');
    return this.driver.releaseSavepoint!(inner(c), name, compile);
  };
  releaseConnection = async (c: DatabaseConnection) => {
    this.events.held.count -= 1;
    await this.driver.releaseConnection(inner(c));
  };
  destroy = async () => {
    await this.onDestroy();
    await this.driver.destroy();
  };

  async commitTransaction(c: DatabaseConnection): Promise<void> {
    this.report(c, 'commit');
    await this.driver.commitTransaction(inner(c));
    this.events.commits.emit(c);
  }
}

export function observedDialect(dialect: Dialect, events: DriverEvents, onDestroy: () => Promise<void>): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new ObservedDriver(dialect.createDriver(), events, onDestroy),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
