import { describe, expect, test } from 'vitest';
import { StatsCache } from './figures-cache';

const account = (statsVersion = 0) => ({ id: 'a1', statsVersion });

describe('StatsCache', () => {
  test('answers again from the cache until the account’s stats_version changes', async () => {
    const cache = new StatsCache();
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.get(account(0), ['dashboard', 'all'], compute)).toBe(1);
    expect(await cache.get(account(0), ['dashboard', 'all'], compute)).toBe(1);
    expect(await cache.get(account(0), ['dashboard', 'Pat'], compute)).toBe(2);
    expect(await cache.get(account(1), ['dashboard', 'all'], compute)).toBe(3);
    expect(await cache.get({ id: 'a2', statsVersion: 0 }, ['dashboard', 'all'], compute)).toBe(4);
  });

  test('computes afresh once an answer is older than the time to live', async () => {
    let now = 0;
    const cache = new StatsCache(60_000, 100, () => now);
    let computed = 0;
    const compute = async () => ++computed;
    await cache.get(account(), ['shots'], compute);
    now = 59_999;
    expect(await cache.get(account(), ['shots'], compute)).toBe(1);
    now = 60_000;
    expect(await cache.get(account(), ['shots'], compute)).toBe(2);
  });

  test('shares one computation between concurrent requests, and keeps no failure', async () => {
    const cache = new StatsCache();
    let computed = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async () => {
      computed++;
      await gate;
      return 'figures';
    };
    const both = Promise.all([cache.get(account(), ['shots'], slow), cache.get(account(), ['shots'], slow)]);
    release();
    expect(await both).toEqual(['figures', 'figures']);
    expect(computed).toBe(1);

    await expect(cache.get(account(), ['round', 'x'], async () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect(await cache.get(account(), ['round', 'x'], async () => 'found')).toBe('found');
  });

  test('keeps at most its limit of answers, dropping the least recently used', async () => {
    const cache = new StatsCache(60_000, 2);
    let computed = 0;
    const compute = async () => ++computed;
    await cache.get(account(), ['a'], compute); // 1
    await cache.get(account(), ['b'], compute); // 2
    await cache.get(account(), ['a'], compute); // hit: a is now the most recent
    await cache.get(account(), ['c'], compute); // 3, drops b
    expect(cache.size).toBe(2);
    expect(await cache.get(account(), ['a'], compute)).toBe(1);
    expect(await cache.get(account(), ['b'], compute)).toBe(4);
  });
});
