import { LruCache } from './lru-cache';
import { createRequestSpacing } from './request-spacing';

describe('createRequestSpacing', () => {
  it('hands out start times a second apart and refuses a wait longer than the limit', () => {
    let now = 10_000;
    const spacing = createRequestSpacing(1000, 2500, () => now);
    expect([spacing.reserve(), spacing.reserve(), spacing.reserve(), spacing.reserve()]).toEqual([0, 1000, 2000, null]);
    now += 1500;
    expect(spacing.reserve()).toBe(1500);
    now += 10_000;
    expect(spacing.reserve()).toBe(0);
  });
});

describe('LruCache', () => {
  it('keeps at most its capacity, forgetting the least recently used entry', () => {
    const cache = new LruCache<string, number | null>(2);
    cache.set('a', 1);
    cache.set('b', null);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.has('a'), cache.has('b'), cache.has('c'), cache.size]).toEqual([true, false, true, 2]);
    expect(cache.get('b')).toBeUndefined();
  });
});
