import { describe, expect, it } from 'vitest';
import { describeChange } from './describe-change';

describe('describeChange', () => {
  it('lists the territory added and removed', () => {
    const tx = { type: 'State', stateAbbreviation: 'TX', county: null, zipCode: null } as const;
    const dallas = {
      type: 'County',
      stateAbbreviation: 'TX',
      county: 'DALLAS',
      zipCode: null,
    } as const;
    expect(describeChange([tx], [dallas])).toBe('Added DALLAS county, TX; Removed TX');
    expect(describeChange([tx], [tx])).toBe('No change');
  });
});
