import { describe, expect, it } from 'vitest';
import { TERRITORY_LOOKUP_MESSAGES as M } from './territory-messages';

describe('territory messages (seed 001 §8)', () => {
  it('keeps the seed wording', () => {
    expect(M.getPackageRegions).toBe('Failed to get package regions.');
    expect(M.setCustomZipRadius).toBe('Failed to set custom zip radius');
    expect(M.addCustomList).toBe('Failed to add custom list.');
    expect(M.getAddedEstimate).toBe('Failed to get added estimate.');
    expect(M.getCountyZipGeos).toBe('Failed to get county zip geos.');
    expect(M.createChannels).toBe('Failed to create new channels.');
    expect(M.getCountiesInState('TX')).toBe('Failed to get counties in TX.');
    expect(M.getCountiesAroundZip('78701')).toBe('Failed to get counties around 78701.');
    expect(M.radiusExists).toBe('Radius Already Exists');
    expect(M.zipInSelectedState).toBe('Added zip is already included in a selected state');
    expect(M.noZipCodes).toBe('No Zip Codes available.');
    expect(M.retrievedZipCodes).toBe('Retrieved Zip Codes');
    expect(M.getPercentSubsidyStates).toBe('Failed to load enabled percent subsidy states.');
  });

  it('names what is wrong in the API answers', () => {
    expect(M.zipsNotFound(['00000', '99999'])).toBe('Zip codes not found: 00000, 99999');
    expect(M.badRows(1)).toBe('Nothing was changed: 1 row is not valid');
    expect(M.badRows(2)).toBe('Nothing was changed: 2 rows are not valid');
    expect(M.optInUpdated(1, false)).toBe('1 channel opted out of secondary territories');
  });
});
