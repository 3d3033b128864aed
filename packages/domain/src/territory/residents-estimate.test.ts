import { describe, expect, it } from 'vitest';
import {
  DENSITY_FACTOR_MAX,
  DENSITY_FACTOR_MIN,
  estimateResidents,
  MEAN_RESIDENTS_PER_ZIP,
  neighbourCounts,
  type ZipPoint,
} from './residents-estimate';

/** A cluster of `n` zips about a mile apart around a point, named prefix0, prefix1, ... */
const cluster = (prefix: string, lat: number, lng: number, n: number): ZipPoint[] =>
  Array.from({ length: n }, (_, i) => ({ zipCode: `${prefix}${i}`, lat: lat + i * 0.014, lng }));

describe('neighbourCounts', () => {
  it('counts the zips within 10 miles, itself included', () => {
    const zips = [...cluster('a', 40, -100, 3), { zipCode: 'far', lat: 41, lng: -100 }];
    const counts = neighbourCounts(zips);
    expect(counts.get('a0')).toBe(3);
    expect(counts.get('far')).toBe(1);
  });

  it('finds neighbours across grid cells and longitudes shrinking with latitude', () => {
    // 0.2 degrees of longitude at 60 N is about 6.9 miles: neighbours; at the equator 13.8: not.
    const north = [
      { zipCode: 'n1', lat: 60, lng: -150.1 },
      { zipCode: 'n2', lat: 60, lng: -149.9 },
    ];
    const equator = [
      { zipCode: 'e1', lat: 0.5, lng: 10.1 },
      { zipCode: 'e2', lat: 0.5, lng: 10.3 },
    ];
    const counts = neighbourCounts([...north, ...equator]);
    expect(counts.get('n1')).toBe(2);
    expect(counts.get('e1')).toBe(1);
  });
});

describe('estimateResidents', () => {
  it('gives crowded zips more residents than lonely ones, within the clamp', () => {
    const zips = [
      ...cluster('city', 30, -90, 12),
      ...Array.from({ length: 15 }, (_, i) => ({ zipCode: `rural${i}`, lat: 35 + i, lng: -100 })),
    ];
    const residents = estimateResidents(zips);
    expect(residents.get('city0')!).toBeGreaterThan(residents.get('rural0')!);
    for (const value of residents.values()) {
      expect(value).toBeGreaterThanOrEqual(MEAN_RESIDENTS_PER_ZIP * DENSITY_FACTOR_MIN);
      expect(value).toBeLessThanOrEqual(MEAN_RESIDENTS_PER_ZIP * DENSITY_FACTOR_MAX);
    }
    expect(residents.get('rural3')).toBe(MEAN_RESIDENTS_PER_ZIP);
  });

  it('answers the same for the same zips in any order', () => {
    const zips = [...cluster('a', 30, -90, 5), ...cluster('b', 45, -120, 2)];
    expect(estimateResidents([...zips].reverse())).toEqual(estimateResidents(zips));
  });
});
