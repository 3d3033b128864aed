import { describe, expect, it } from 'vitest';
import { ChannelFactsCache } from './channel-facts-cache';

describe('ChannelFactsCache', () => {
  it('answers facts only under the version they were read at', () => {
    const cache = new ChannelFactsCache<string>(() => 1, 10);
    cache.set(1, '900:(0,1)', 'price 1500');
    expect(cache.get(1, '900:(0,1)')).toBe('price 1500');
    expect(cache.get(1, '901:(0,2)')).toBeUndefined();
    cache.set(1, '901:(0,2)', 'price 2100');
    expect(cache.get(1, '901:(0,2)')).toBe('price 2100');
    expect(cache.get(1, '900:(0,1)')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('lets the least recently used channel go once full', () => {
    const cache = new ChannelFactsCache<number>(() => 1, 2);
    cache.set(1, 'v', 1);
    cache.set(2, 'v', 2);
    expect(cache.get(1, 'v')).toBe(1); // 2 is now the least recently used
    cache.set(3, 'v', 3);
    expect(cache.size).toBe(2);
    expect(cache.get(2, 'v')).toBeUndefined();
    expect(cache.get(1, 'v')).toBe(1);
    expect(cache.get(3, 'v')).toBe(3);
  });

  it('counts a channel by its weight: a large one makes room by letting several go', () => {
    const cache = new ChannelFactsCache<number>((units) => units, 10);
    for (const id of [1, 2, 3, 4]) cache.set(id, 'v', 2);
    cache.set(5, 'v', 5);
    expect([1, 2, 3, 4, 5].filter((id) => cache.get(id, 'v') !== undefined)).toEqual([3, 4, 5]);
    cache.set(6, 'v', 20);
    expect(cache.size).toBe(1);
    expect(cache.get(6, 'v')).toBe(20);
  });
});
