import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

function cacheAt(start = 0) {
  const clock = { now: start };
  return { cache: new TtlCache(() => clock.now), clock };
}

describe('TtlCache', () => {
  it('keeps a value until its time to live ends', () => {
    const { cache, clock } = cacheAt();
    cache.set('flags:all', 1, 1000);
    clock.now = 999;
    expect(cache.get('flags:all')).toBe(1);
    clock.now = 1000;
    expect(cache.get('flags:all')).toBeUndefined();
  });

  it('loads once and then serves the cached value', async () => {
    const { cache } = cacheAt();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('options:a', load)).toBe(1);
    expect(await cache.getOrLoad('options:a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('removes only the keys of a prefix, and counts them', () => {
    const { cache } = cacheAt();
    cache.set('flags:a', 1);
    cache.set('flags:b', 2);
    cache.set('options:a', 3);
    expect(cache.deleteByPrefix('flags:')).toBe(2);
    expect(cache.get('options:a')).toBe(3);
    expect(cache.clear()).toBe(1);
  });

  it('does not store a load that was under way when the cache was flushed', async () => {
    const { cache } = cacheAt();
    let release: (v: string) => void = () => {};
    const pending = cache.getOrLoad('flags:all', () => new Promise<string>((r) => (release = r)));
    cache.deleteByPrefix('flags:');
    release('stale');
    expect(await pending).toBe('stale');
    expect(cache.get('flags:all')).toBeUndefined();
  });
});
