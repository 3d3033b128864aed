import { describe, expect, it, vi } from 'vitest';
import { CallerCache, USER_CACHE_MS } from './caller-cache';

const user = (id: string) => ({ id });

describe('CallerCache', () => {
  it('verifies a token once until it expires', async () => {
    let now = 1_000_000;
    const cache = new CallerCache(() => now);
    const verify = vi.fn(async () => ({ sub: 'a', exp: (now + 60_000) / 1000 }));
    await cache.verified('token', verify);
    await cache.verified('token', verify);
    expect(verify).toHaveBeenCalledTimes(1);
    now += 60_000;
    await cache.verified('token', verify);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('never keeps a token whose verification failed', async () => {
    const cache = new CallerCache();
    const verify = vi.fn(async () => {
      throw new Error('bad signature');
    });
    await expect(cache.verified('forged', verify)).rejects.toThrow('bad signature');
    await expect(cache.verified('forged', verify)).rejects.toThrow('bad signature');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('keeps a user row for a few seconds, until forgotten, and never a refusal', async () => {
    let now = 0;
    const cache = new CallerCache<{ id: string }>(() => now);
    const load = vi.fn(async () => user('u1'));
    const keep = () => true;
    await cache.user('sub', load, keep);
    await cache.user('sub', load, keep);
    expect(load).toHaveBeenCalledTimes(1);
    cache.forgetUser('u1');
    await cache.user('sub', load, keep);
    expect(load).toHaveBeenCalledTimes(2);
    now += USER_CACHE_MS;
    await cache.user('sub', load, keep);
    expect(load).toHaveBeenCalledTimes(3);

    const refused = vi.fn(async () => null);
    await cache.user('gone', refused, keep);
    await cache.user('gone', refused, keep);
    expect(refused).toHaveBeenCalledTimes(2);
  });

  it('does not keep a user the caller says to read every time', async () => {
    const cache = new CallerCache<{ id: string }>();
    const load = vi.fn(async () => user('u2'));
    await cache.user('sub', load, () => false);
    await cache.user('sub', load, () => false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('holds at most its limit, dropping the oldest entry first', async () => {
    const cache = new CallerCache<{ id: string }>(Date.now, 2);
    const loads = { a: 0, b: 0, c: 0 };
    const loader = (id: keyof typeof loads) => async () => {
      loads[id] += 1;
      return user(id);
    };
    for (const id of ['a', 'b', 'c', 'b', 'a'] as const)
      await cache.user(id, loader(id), () => true);
    expect(loads).toEqual({ a: 2, b: 1, c: 1 });
  });
});
