import { describe, expect, it } from 'vitest';
import { BILLING_TYPE_LIST } from './product-terms';

describe('billing types (seed 002 §9)', () => {
  it('lists client, group, anchor, SF subsidy and Farmers BMP billing, in that order', () => {
    expect(BILLING_TYPE_LIST).toEqual([
      { id: 'CLIENT', name: 'Client billing' },
      { id: 'GROUP', name: 'Group billing' },
      { id: 'ANCHOR', name: 'Anchor billing' },
      { id: 'SF_SUBSIDY', name: 'SF subsidy billing' },
      { id: 'FARMERS_BMP', name: 'Farmers BMP billing' },
    ]);
  });
});
