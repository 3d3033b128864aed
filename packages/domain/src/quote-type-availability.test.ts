import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QUOTE_TYPES } from './quote-types';
import {
  CARRIERS,
  availableQuoteTypes,
  canCreateCallChannel,
  type QuoteTypeSubject,
} from './quote-type-availability';

const agent = (over: Partial<QuoteTypeSubject> = {}): QuoteTypeSubject => ({
  isStaff: false,
  clientType: 'AGENT',
  carrier: 'STATEFARM',
  serviceType: 'Web',
  disallowCalls: false,
  ...over,
});

describe('canCreateCallChannel (seed 001 §5)', () => {
  it('Country: staff only, whatever the flag', () => {
    expect(canCreateCallChannel(agent({ carrier: CARRIERS.COUNTRY }))).toBe(false);
    expect(
      canCreateCallChannel(
        agent({ carrier: CARRIERS.COUNTRY, isStaff: true, disallowCalls: true }),
      ),
    ).toBe(true);
  });

  it('others: allowed unless DisallowCalls applies; a failed check disallows', () => {
    expect(canCreateCallChannel(agent())).toBe(true);
    expect(canCreateCallChannel(agent({ disallowCalls: true }))).toBe(false);
    expect(canCreateCallChannel(agent({ disallowCalls: new Error('down') }))).toBe(false);
    expect(canCreateCallChannel(agent({ isStaff: true, disallowCalls: true }))).toBe(false);
  });
});

describe('availableQuoteTypes (seed 001 §5)', () => {
  it('Ambetter and Usha get medsupp and health', () => {
    for (const carrier of [CARRIERS.AMBETTER, CARRIERS.USHA]) {
      expect(availableQuoteTypes(agent({ carrier, isStaff: true }))).toEqual(['medsupp', 'health']);
    }
  });

  it('corporate: five types, life for staff', () => {
    const corp = agent({ clientType: 'CORPORATE', carrier: null });
    expect(availableQuoteTypes(corp)).toEqual(['auto', 'home', 'renter', 'medsupp', 'health']);
    expect(availableQuoteTypes({ ...corp, isStaff: true })).toContain('life');
  });

  it('Web for the property carriers: auto, home, renter, life for staff', () => {
    for (const carrier of ['ALLSTATE', 'COUNTRYFIN', 'FARMERS', 'STATEFARM']) {
      expect(availableQuoteTypes(agent({ carrier }))).toEqual(['auto', 'home', 'renter']);
      expect(availableQuoteTypes(agent({ carrier, isStaff: true }))).toEqual([
        'auto',
        'home',
        'renter',
        'life',
      ]);
    }
  });

  it('Web for other carriers: all but life, life for staff', () => {
    expect(availableQuoteTypes(agent({ carrier: 'GEICO' }))).toEqual([
      'auto',
      'home',
      'renter',
      'medsupp',
      'health',
    ]);
    expect(availableQuoteTypes(agent({ carrier: null, isStaff: true }))).toHaveLength(6);
  });

  it('Call: auto and home, life for staff; Country none for non-staff', () => {
    expect(availableQuoteTypes(agent({ serviceType: 'Call' }))).toEqual(['auto', 'home']);
    expect(availableQuoteTypes(agent({ serviceType: 'Call', isStaff: true }))).toEqual([
      'auto',
      'home',
      'life',
    ]);
    expect(availableQuoteTypes(agent({ serviceType: 'Call', carrier: 'COUNTRYFIN' }))).toEqual([]);
    expect(
      availableQuoteTypes(agent({ serviceType: 'Call', carrier: 'COUNTRYFIN', isStaff: true })),
    ).toEqual(['auto', 'home', 'life']);
    expect(availableQuoteTypes(agent({ serviceType: 'Call', disallowCalls: true }))).toEqual([]);
  });

  it('staff never see fewer types than non-staff, and only staff see life', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('CORPORATE' as const, 'AGENT' as const),
        fc.constantFrom(null, ...Object.values(CARRIERS), 'GEICO'),
        fc.constantFrom('Web' as const, 'Call' as const),
        fc.boolean(),
        (clientType, carrier, serviceType, disallowCalls) => {
          const subject = { clientType, carrier, serviceType, disallowCalls, isStaff: false };
          const plain = availableQuoteTypes(subject);
          const staff = availableQuoteTypes({ ...subject, isStaff: true });
          expect(plain).not.toContain('life');
          for (const type of plain) expect(staff).toContain(type);
          for (const type of staff) expect(QUOTE_TYPES).toContain(type);
        },
      ),
    );
  });
});
