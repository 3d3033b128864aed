import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMiles, isWithinRadius, roundMiles, type LatLng } from './great-circle';

const point = fc.record({
  lat: fc.double({ min: -89, max: 89, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

const austin: LatLng = { lat: 30.2711, lng: -97.7437 }; // 78701
const dallas: LatLng = { lat: 32.7831, lng: -96.8067 }; // 75201
const nyc: LatLng = { lat: 40.7506, lng: -73.9972 }; // 10001
const la: LatLng = { lat: 34.0614, lng: -118.2385 }; // 90012

describe('great-circle distance', () => {
  it('measures known city pairs in miles', () => {
    expect(distanceMiles(austin, dallas)).toBeGreaterThan(180);
    expect(distanceMiles(austin, dallas)).toBeLessThan(185);
    expect(distanceMiles(nyc, la)).toBeGreaterThan(2440);
    expect(distanceMiles(nyc, la)).toBeLessThan(2460);
  });

  it('is zero from a point to itself', () => {
    fc.assert(fc.property(point, (p) => distanceMiles(p, p) === 0));
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(
        point,
        point,
        (a, b) => Math.abs(distanceMiles(a, b) - distanceMiles(b, a)) < 1e-9,
      ),
    );
  });

  it('keeps the triangle inequality', () => {
    // Near antipodal points the haversine's asin loses about 1e-4 miles to rounding; distances
    // are shown to a tenth of a mile, so a thousandth is the tolerance that matters.
    fc.assert(
      fc.property(
        point,
        point,
        point,
        (a, b, c) => distanceMiles(a, c) <= distanceMiles(a, b) + distanceMiles(b, c) + 1e-3,
      ),
    );
  });

  it('is never negative nor over half the Earth round', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceMiles(a, b);
        return d >= 0 && d <= Math.PI * 3958.7613 + 1e-6;
      }),
    );
  });

  it('includes the boundary in a radius and rounds to one decimal', () => {
    const d = distanceMiles(austin, dallas);
    expect(isWithinRadius(austin, dallas, d)).toBe(true);
    expect(isWithinRadius(austin, dallas, d - 0.01)).toBe(false);
    expect(roundMiles(12.345)).toBe(12.3);
    expect(roundMiles(0)).toBe(0);
  });
});
