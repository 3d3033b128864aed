import { describe, expect, it } from 'vitest';
import { chargedPrice, NOT_CHARGED } from './charged-price';

describe('chargedPrice', () => {
  it('shows the price of a web lead and of a billed call, and no price for a call not billed', () => {
    expect(chargedPrice(33.75, null)).toBe('$33.75');
    expect(chargedPrice(33.75, { billable: true })).toBe('$33.75');
    expect(chargedPrice(33.75, { billable: false })).toBe(NOT_CHARGED);
  });
});
