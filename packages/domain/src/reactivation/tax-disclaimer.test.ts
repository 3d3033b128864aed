import { describe, expect, it } from 'vitest';
import { showsTaxDisclaimer } from './tax-disclaimer';

describe('the address step tax disclaimer', () => {
  it('shows for the listed states only', () => {
    expect(showsTaxDisclaimer('TX')).toBe(true);
    expect(showsTaxDisclaimer('wa')).toBe(true);
    expect(showsTaxDisclaimer('CA')).toBe(false);
    expect(showsTaxDisclaimer('')).toBe(false);
  });
});
