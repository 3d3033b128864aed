import { describe, expect, it } from 'vitest';
import type { TerritoryGeo } from '../territory-duplicates';
import { inGeoMaps, territoryMiss } from './territory-match';

const austin = { zipCode: '78701', stateAbbreviation: 'TX', county: 'TRAVIS' };
const geo = (
  type: TerritoryGeo['type'],
  state: string,
  county: string | null,
  zip: string | null,
) => ({ type, stateAbbreviation: state, county, zipCode: zip }) satisfies TerritoryGeo;

describe('geo maps', () => {
  it('a state, a county of the state or the zip itself holds the lead', () => {
    expect(inGeoMaps(austin, [geo('State', 'tx', null, null)])).toBe(true);
    expect(inGeoMaps(austin, [geo('County', 'TX', 'Travis ', null)])).toBe(true);
    expect(inGeoMaps(austin, [geo('ZipCode', 'TX', null, '78701')])).toBe(true);
  });

  it('a county of the same name in another state, or another zip, does not', () => {
    expect(inGeoMaps(austin, [geo('County', 'MN', 'TRAVIS', null)])).toBe(false);
    expect(inGeoMaps(austin, [geo('ZipCode', 'TX', null, '78702')])).toBe(false);
    expect(inGeoMaps(austin, [])).toBe(false);
  });

  it('a lead without a county is not in a county geo', () => {
    expect(inGeoMaps({ ...austin, county: '' }, [geo('County', 'TX', '', null)])).toBe(false);
  });
});

describe('territory with the expansion', () => {
  const channel = {
    geoMaps: [geo('State', 'OK', null, null)],
    expansionOptOut: false,
    secondaryZipCodes: ['78701'],
    secondaryTerritoryExcludedZipCodes: [] as string[],
  };

  it('the geo maps hold the lead', () => {
    expect(territoryMiss({ ...austin, stateAbbreviation: 'OK' }, channel)).toBeNull();
  });

  it('an expansion zip holds the lead unless the channel opted out or excluded it', () => {
    expect(territoryMiss(austin, channel)).toBeNull();
    expect(territoryMiss(austin, { ...channel, expansionOptOut: true })).toEqual({
      code: 'outsideTerritory',
    });
    expect(
      territoryMiss(austin, { ...channel, secondaryTerritoryExcludedZipCodes: ['78701'] }),
    ).toEqual({ code: 'zipExcluded' });
  });

  it('a zip neither in the geo maps nor in the expansion is outside', () => {
    expect(territoryMiss(austin, { ...channel, secondaryZipCodes: [] })).toEqual({
      code: 'outsideTerritory',
    });
  });
});
