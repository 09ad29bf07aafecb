import { performance } from 'node:perf_hooks';

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * Values read from the database, kept `ttlMs` (a backstop: changes invalidate them at once). A load that began
 * before an invalidation is not kept, so a read racing a change cannot put the old value back.
 */
export class ReadCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
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
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    }
    return value;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
