import { describe, expect, it } from 'vitest';
import { deriveUpsellCodes, UPSELL_CODES, type UpsellSnapshot } from './upsell-codes';

const base: UpsellSnapshot = {
  geoMaps: [{ type: 'State', stateAbbreviation: 'TX', county: null, zipCode: null }],
  dayCaps: { days: [1, 9, 9, 9, 9, 9, 1], weekly: 25 },
  filterList: 'Credit Rating, Home Owner',
  weekdayNetPayoutCents: 500,
  weekendNetPayoutCents: null,
};

describe('upsell codes (seed 001 §9)', () => {
  it('a new channel adds a lead type', () => {
    expect(deriveUpsellCodes(null, base)).toEqual([UPSELL_CODES.addedLeadType]);
  });

  it('no change earns nothing', () => {
    expect(deriveUpsellCodes(base, base)).toEqual([]);
  });

  it('added territory, raised day caps and weekly cap', () => {
    const after: UpsellSnapshot = {
      ...base,
      geoMaps: [
        ...base.geoMaps,
        { type: 'State', stateAbbreviation: 'OK', county: null, zipCode: null },
      ],
      dayCaps: { days: [1, 10, 9, 9, 9, 9, -1], weekly: 30 },
    };
    expect(deriveUpsellCodes(base, after)).toEqual([
      'ADDED_TERRITORY',
      'RAISED_DAY_CAPS',
      'WEEKLY_CAP',
    ]);
  });

  it('removing territory or lowering caps earns nothing; unlimited is the highest cap', () => {
    const after = { ...base, geoMaps: [], dayCaps: { days: [1, 8, 9, 9, 9, 9, 1], weekly: 20 } };
    expect(deriveUpsellCodes(base, after)).toEqual([]);
    const unlimited = { ...base, dayCaps: { days: [1, 9, 9, 9, 9, 9, 1], weekly: -1 } };
    expect(deriveUpsellCodes(base, unlimited)).toEqual(['WEEKLY_CAP']);
    expect(deriveUpsellCodes(unlimited, base)).toEqual([]);
  });

  it('removed a filter (names compared case-insensitively) and removed discount window', () => {
    const after = {
      ...base,
      filterList: 'credit rating',
      weekdayNetPayoutCents: null,
    };
    expect(deriveUpsellCodes(base, after)).toEqual(['REMOVED_FILTER', 'REMOVED_DISCOUNT_WINDOW']);
  });
});
