import { describe, expect, it } from 'vitest';
import { geoMapLabel } from './geo-map-values';

const geo = (
  type: 'State' | 'County' | 'ZipCode',
  county: string | null,
  zipCode: string | null,
) => ({
  type,
  stateAbbreviation: 'TX',
  county,
  zipCode,
});

describe('geoMapLabel', () => {
  it('names each kind of entry', () => {
    expect(geoMapLabel(geo('State', null, null))).toBe('TX');
    expect(geoMapLabel(geo('County', 'TRAVIS', null))).toBe('TRAVIS county, TX');
    expect(geoMapLabel(geo('ZipCode', 'TRAVIS', '78701'))).toBe('78701 (TX)');
  });
});
