import { describe, expect, it } from 'vitest';
import { COUNTY_REGION_MAX_MILES, MAX_RADIUS_MILES, RADIUS_OPTIONS_MILES } from './constants';

describe('territory constants', () => {
  it('offers radii smallest first, the largest being the maximum', () => {
    expect([...RADIUS_OPTIONS_MILES].sort((a, b) => a - b)).toEqual([...RADIUS_OPTIONS_MILES]);
    expect(new Set(RADIUS_OPTIONS_MILES).size).toBe(RADIUS_OPTIONS_MILES.length);
    expect(MAX_RADIUS_MILES).toBe(Math.max(...RADIUS_OPTIONS_MILES));
    expect(RADIUS_OPTIONS_MILES.every((r) => r > 0)).toBe(true);
  });

  it('keeps the seed county-region radius (001 §9) among the offered radii', () => {
    expect(COUNTY_REGION_MAX_MILES).toBe(10);
    expect(RADIUS_OPTIONS_MILES).toContain(COUNTY_REGION_MAX_MILES);
  });
});
