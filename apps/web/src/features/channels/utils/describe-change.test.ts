import { describe, expect, it } from 'vitest';
import { describeChange } from './describe-change';
import { newGeoMap } from './geo-map-values';

describe('describeChange', () => {
  it('lists the territory added and removed', () => {
    const tx = newGeoMap({ state: 'TX', county: '', zip: '' });
    const dallas = newGeoMap({ state: 'TX', county: 'Dallas', zip: '' });
    expect(dallas).toEqual({
      type: 'County',
      stateAbbreviation: 'TX',
      county: 'DALLAS',
      zipCode: null,
    });
    expect(describeChange([tx], [dallas])).toBe('Added DALLAS county, TX; Removed TX');
    expect(describeChange([tx], [tx])).toBe('No change');
  });
});
