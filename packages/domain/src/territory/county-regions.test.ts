import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countyRegions, hasCountyRegions, type ZipInRadius } from './county-regions';

const zip = (zipCode: string, county: string, milesAway: number, state = 'TX'): ZipInRadius => ({
  zipCode,
  stateAbbreviation: state,
  countyFipsCode: county,
  countyName: `County ${county}`,
  milesAway,
});

describe('county regions (seed 001 §5, §9)', () => {
  it('come with a radius over 0 and up to 10 miles', () => {
    expect(hasCountyRegions(0)).toBe(false);
    expect(hasCountyRegions(0.1)).toBe(true);
    expect(hasCountyRegions(10)).toBe(true);
    expect(hasCountyRegions(10.01)).toBe(false);
    expect(hasCountyRegions(-1)).toBe(false);
    expect(countyRegions(15, [zip('78701', '453', 1)])).toBeNull();
  });

  it('group zips by county, nearest first', () => {
    const regions = countyRegions(10, [
      zip('78610', '209', 9),
      zip('78702', '453', 2),
      zip('78701', '453', 0),
      zip('78620', '209', 7),
      zip('78701', '453', 0, 'OK'),
    ]);
    expect(regions).toEqual([
      {
        stateAbbreviation: 'OK',
        countyFipsCode: '453',
        countyName: 'COUNTY 453',
        milesAway: 0,
        zipCodes: ['78701'],
      },
      {
        stateAbbreviation: 'TX',
        countyFipsCode: '453',
        countyName: 'COUNTY 453',
        milesAway: 0,
        zipCodes: ['78701', '78702'],
      },
      {
        stateAbbreviation: 'TX',
        countyFipsCode: '209',
        countyName: 'COUNTY 209',
        milesAway: 7,
        zipCodes: ['78620', '78610'],
      },
    ]);
  });

  it('put every zip in exactly one region', () => {
    const arbitraryZip = fc.record({
      zipCode: fc.stringMatching(/^\d{5}$/),
      stateAbbreviation: fc.constantFrom('TX', 'OK'),
      countyFipsCode: fc.constantFrom('001', '002', '003'),
      countyName: fc.constant('X'),
      milesAway: fc.double({ min: 0, max: 10, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryZip, { selector: (z) => z.zipCode }), (zips) => {
        const regions = countyRegions(5, zips)!;
        const all = regions.flatMap((r) => r.zipCodes);
        return all.length === zips.length && new Set(all).size === zips.length;
      }),
    );
  });
});
