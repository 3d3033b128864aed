import { describe, expect, it } from 'vitest';
import { TERRITORY_MESSAGES } from './channel-messages';
import { territoryDuplicate } from './territory-duplicates';
import { county, state, zip } from './territory/test-geos';

describe('territory duplicates (seed 001 §5)', () => {
  it('adds anything to an empty territory', () => {
    expect(territoryDuplicate([], state('TX'))).toBeNull();
    expect(territoryDuplicate([], county('TX', 'TRAVIS'))).toBeNull();
    expect(territoryDuplicate([], zip('TX', '78701'))).toBeNull();
  });

  it('a zip is a duplicate when the same zip is there', () => {
    expect(territoryDuplicate([zip('TX', '78701')], zip('TX', '78701'))).toBe('duplicateZip');
    expect(territoryDuplicate([zip('TX', '78702')], zip('TX', '78701'))).toBeNull();
  });

  it('a zip is a duplicate when its county is there, in its state', () => {
    const existing = [county('TX', 'TRAVIS')];
    expect(territoryDuplicate(existing, zip('tx', '78701', 'travis'))).toBe('zipInSelectedCounty');
    expect(territoryDuplicate(existing, zip('TX', '78701', 'HAYS'))).toBeNull();
    expect(territoryDuplicate([county('OK', 'TRAVIS')], zip('TX', '78701', 'TRAVIS'))).toBeNull();
    // Without a county the zip can only be matched by its zip or its state.
    expect(territoryDuplicate(existing, zip('TX', '78701'))).toBeNull();
  });

  it('a zip is a duplicate when its state is there, with the seed warning', () => {
    const reason = territoryDuplicate([state('TX')], zip('tx', '78701'));
    expect(reason).toBe('zipInSelectedState');
    expect(TERRITORY_MESSAGES[reason!]).toBe('Added zip is already included in a selected state');
    expect(territoryDuplicate([state('OK')], zip('TX', '78701'))).toBeNull();
  });

  it('a county is a duplicate when the same county of the same state is there', () => {
    expect(territoryDuplicate([county('TX', 'Travis')], county('tx', 'TRAVIS '))).toBe(
      'duplicateCounty',
    );
    expect(territoryDuplicate([county('OK', 'TRAVIS')], county('TX', 'TRAVIS'))).toBeNull();
    expect(territoryDuplicate([county('TX', 'HAYS')], county('TX', 'TRAVIS'))).toBeNull();
  });

  it('a county is a duplicate when its whole state is there', () => {
    expect(territoryDuplicate([state('tx')], county('TX', 'TRAVIS'))).toBe('countyInSelectedState');
    // A zip of the state is not the whole state.
    expect(territoryDuplicate([zip('TX', '78701', 'TRAVIS')], county('TX', 'TRAVIS'))).toBeNull();
  });

  it('a state is a duplicate only when the same state is there', () => {
    expect(territoryDuplicate([state('TX')], state('tx'))).toBe('duplicateState');
    expect(
      territoryDuplicate([county('TX', 'TRAVIS'), zip('TX', '78701')], state('TX')),
    ).toBeNull();
    expect(territoryDuplicate([state('OK')], state('TX'))).toBeNull();
  });

  it('names every reason in TERRITORY_MESSAGES', () => {
    const reasons = [
      territoryDuplicate([zip('TX', '1')], zip('TX', '1')),
      territoryDuplicate([county('TX', 'A')], zip('TX', '1', 'A')),
      territoryDuplicate([state('TX')], zip('TX', '1')),
      territoryDuplicate([county('TX', 'A')], county('TX', 'A')),
      territoryDuplicate([state('TX')], county('TX', 'A')),
      territoryDuplicate([state('TX')], state('TX')),
    ];
    expect(new Set(reasons).size).toBe(reasons.length);
    for (const reason of reasons) expect(TERRITORY_MESSAGES[reason!]).toEqual(expect.any(String));
  });
});
