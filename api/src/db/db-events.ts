type Listener<T> = (event: T) => void;

/** Listeners of one kind of database event (commits, statements, notifications). */
export class DbEvents<T = void> {
  private readonly listeners = new Set<Listener<T>>();

  on(listener: Listener<T>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: T): void {
    for (const listener of this.listeners) listener(event);
  }
}

/** One statement sent to the database, and the connection (one per transaction) it went on. */
export interface Statement {
  sql: string;
  parameters: readonly unknown[];
  connection: object;
}
