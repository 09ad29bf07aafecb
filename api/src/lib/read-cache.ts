import { performance } from 'node:perf_hooks';

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * Values read from the database, kept `ttlMs` (a backstop: changes invalidate them at once). A load that began
 * before an invalidation is not kept, so a read racing a change cannot put the old value back. Reads of a key that
 * is being loaded wait for that load instead of sending their own: after an invalidation, the fifty status polls
 * in flight read the day's shifts once, not fifty times.
 */
export class ReadCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly loading = new Map<K, Promise<V | undefined>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  async get(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
    // performance.now, not Date.now: tests freeze and move the wall clock.
    const now = performance.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = load().then(
      (value) => {
        if (generation !== this.generation) return value;
        this.loading.delete(key);
        if (value !== undefined) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { value, expiresAt: now + this.ttlMs });
        }
        return value;
      },
      (error: unknown) => {
        if (generation === this.generation) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }
}
