import { describe, expect, it } from 'vitest';
import { CUSTOM_PACKAGE_ID } from './channel-messages';
import { subsidyProductFor } from './subsidy-product';

const pkg = '00000000-0000-4000-8000-000000000001';

describe('subsidy product', () => {
  it('State Farm with a non-default package gets a code by quote type and product', () => {
    expect(
      subsidyProductFor({
        parentCompany: 'STATEFARM',
        packageId: pkg,
        isCall: false,
        quoteType: 'auto',
      }),
    ).toBe('SF-AUTO-WEB');
    expect(
      subsidyProductFor({
        parentCompany: 'statefarm',
        packageId: pkg,
        isCall: true,
        quoteType: 'home',
      }),
    ).toBe('SF-HOME-CALL');
  });

  it('no code for other carriers, no package or the custom package', () => {
    const sf = { parentCompany: 'STATEFARM', isCall: false, quoteType: 'auto' };
    expect(subsidyProductFor({ ...sf, parentCompany: 'FARMERS', packageId: pkg })).toBeNull();
    expect(subsidyProductFor({ ...sf, packageId: null })).toBeNull();
    expect(subsidyProductFor({ ...sf, packageId: CUSTOM_PACKAGE_ID })).toBeNull();
  });
});
