import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPASS_POINTS, compassDirection, oppositeDirection } from './compass-direction';

const point = fc.record({
  lat: fc.double({ min: -89, max: 89, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

const austin = { lat: 30.2711, lng: -97.7437 };

describe('compass direction (seed 001 §3 direction)', () => {
  it('names the 8 points', () => {
    expect(compassDirection(austin, { lat: 31, lng: -97.7437 })).toBe('N');
    expect(compassDirection(austin, { lat: 31, lng: -97 })).toBe('NE');
    expect(compassDirection(austin, { lat: 30.2711, lng: -97 })).toBe('E');
    expect(compassDirection(austin, { lat: 29.5, lng: -97 })).toBe('SE');
    expect(compassDirection(austin, { lat: 29.5, lng: -97.7437 })).toBe('S');
    expect(compassDirection(austin, { lat: 29.5, lng: -98.5 })).toBe('SW');
    expect(compassDirection(austin, { lat: 30.2711, lng: -98.5 })).toBe('W');
    expect(compassDirection(austin, { lat: 31, lng: -98.5 })).toBe('NW');
  });

  it('goes the short way across the antimeridian', () => {
    expect(compassDirection({ lat: 0, lng: 179 }, { lat: 0, lng: -179 })).toBe('E');
    expect(compassDirection({ lat: 0, lng: -179 }, { lat: 0, lng: 179 })).toBe('W');
  });

  it('has no direction from a point to itself', () => {
    fc.assert(fc.property(point, (p) => compassDirection(p, p) === null));
  });

  it('the way back is the opposite point', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const there = compassDirection(a, b);
        const back = compassDirection(b, a);
        return there === null ? back === null : back === oppositeDirection(there);
      }),
    );
  });

  it('opposite of opposite is the point itself', () => {
    for (const p of COMPASS_POINTS) expect(oppositeDirection(oppositeDirection(p))).toBe(p);
    expect(oppositeDirection('NE')).toBe('SW');
  });
});
