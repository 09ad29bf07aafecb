import { ReadCache } from './read-cache';

describe('ReadCache', () => {
  it('loads once, then answers from memory until invalidated', async () => {
    const cache = new ReadCache<string, number>(60_000);
    const load = jest.fn(async () => 1);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidate();
    expect(await cache.get('a', async () => 2)).toBe(2);
  });

  it('does not keep a value whose load began before an invalidation', async () => {
    const cache = new ReadCache<string, string>(60_000);
    let finish: (value: string) => void = () => undefined;
    const racing = cache.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate();
    finish('old row');
    expect(await racing).toBe('old row');
    expect(await cache.get('a', async () => 'new row')).toBe('new row');
  });

  it('reads again once the TTL has passed, and keeps no miss', async () => {
    const cache = new ReadCache<string, number>(20);
    expect(await cache.get('a', async () => 1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.get('a', async () => 2)).toBe(2);
    expect(await cache.get('b', async () => undefined)).toBeUndefined();
    expect(await cache.get('b', async () => 3)).toBe(3);
  });

  it('answers reads of a key being loaded from that one load', async () => {
    const cache = new ReadCache<string, number>(60_000);
    let finish: (value: number) => void = () => undefined;
    const load = jest.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const reads = Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    finish(7);
    expect(await reads).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends a read after an invalidation to a load of its own, and keeps no failed load', async () => {
    const cache = new ReadCache<string, string>(60_000);
    let finish: (value: string) => void = () => undefined;
    const before = cache.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate();
    expect(await cache.get('a', async () => 'new row')).toBe('new row');
    finish('old row');
    expect(await before).toBe('old row');
    expect(await cache.get('a', async () => 'unused')).toBe('new row');

    await expect(cache.get('b', () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    expect(await cache.get('b', async () => 'read again')).toBe('read again');
  });
});
