import { describe, expect, it } from 'vitest';
import { TERRITORY_MESSAGES } from '@client-admin/domain/channel-messages';
import { geoMapLabel, newGeoMap, territoryToAdd } from './geo-map-values';

const TX = { type: 'State', stateAbbreviation: 'TX', county: null, zipCode: null } as const;

describe('newGeoMap', () => {
  it('makes a zip, else a county (uppercased), else the whole state', () => {
    expect(newGeoMap({ state: 'TX', county: ' travis ', zip: '78701' })).toEqual({
      type: 'ZipCode',
      stateAbbreviation: 'TX',
      county: 'TRAVIS',
      zipCode: '78701',
    });
    expect(newGeoMap({ state: 'TX', county: 'travis', zip: '' })).toMatchObject({
      type: 'County',
      county: 'TRAVIS',
      zipCode: null,
    });
    expect(newGeoMap({ state: 'TX', county: '', zip: '' })).toEqual(TX);
  });
});

describe('territoryToAdd', () => {
  it('adds a new entry', () => {
    expect(territoryToAdd([], { state: 'TX', county: '', zip: '' })).toEqual({
      geoMap: TX,
      warning: null,
    });
  });

  it('refuses a zip of a selected state with the seed warning', () => {
    expect(territoryToAdd([TX], { state: 'TX', county: '', zip: '78701' })).toEqual({
      geoMap: null,
      warning: 'Added zip is already included in a selected state',
    });
  });

  it('refuses a county typed in another case that is already there', () => {
    const travis = newGeoMap({ state: 'TX', county: 'Travis', zip: '' });
    expect(territoryToAdd([travis], { state: 'TX', county: 'TRAVIS', zip: '' }).warning).toBe(
      TERRITORY_MESSAGES.duplicateCounty,
    );
  });
});

describe('geoMapLabel', () => {
  it('names each kind of entry', () => {
    expect(geoMapLabel(TX)).toBe('TX');
    expect(geoMapLabel(newGeoMap({ state: 'TX', county: 'travis', zip: '' }))).toBe(
      'TRAVIS county, TX',
    );
    expect(geoMapLabel(newGeoMap({ state: 'TX', county: '', zip: '78701' }))).toBe('78701 (TX)');
  });
});
