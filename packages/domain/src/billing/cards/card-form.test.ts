import { describe, expect, it } from 'vitest';
import { MAX_CARDS } from './card-constants';
import { formatExpiration, isExpirationPast, parseExpiration } from './card-expiration';
import {
  alertsCustomerService,
  cardFormErrors,
  cardNumberDigits,
  isAtCardLimit,
  type CardFormValues,
} from './card-form';
import { CARD_MESSAGES as M } from './card-messages';

const today = { year: 2026, month: 11 };
const good: CardFormValues = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  cardNumber: '4111111111111111',
  expiration: '11/26',
  companyName: '',
  address1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};

describe('card expiration', () => {
  it('reads MM/YY as month and year and writes it back', () => {
    expect(parseExpiration('07/29')).toEqual({ monthExpires: 7, yearExpires: 2029 });
    expect(formatExpiration({ monthExpires: 7, yearExpires: 2029 })).toBe('07/29');
    for (const bad of ['7/29', '13/29', '00/29', '07/2029', ''])
      expect(parseExpiration(bad)).toBeNull();
  });

  it('is past only before the current month', () => {
    expect(isExpirationPast({ monthExpires: 11, yearExpires: 2026 }, today)).toBe(false);
    expect(isExpirationPast({ monthExpires: 10, yearExpires: 2026 }, today)).toBe(true);
    expect(isExpirationPast({ monthExpires: 1, yearExpires: 2027 }, today)).toBe(false);
    expect(isExpirationPast({ monthExpires: 12, yearExpires: 2025 }, today)).toBe(true);
  });
});

describe('cardFormErrors', () => {
  it('accepts a complete card; the company name is optional', () => {
    expect(cardFormErrors(good, 'add', today)).toEqual({});
  });

  it('requires every field of seed 002 §6, the card number only when adding', () => {
    const empty = Object.fromEntries(
      Object.keys(good).map((k) => [k, ' ']),
    ) as unknown as CardFormValues;
    const added = cardFormErrors(empty, 'add', today);
    expect(Object.keys(added).sort()).toEqual(
      [
        'address1',
        'cardNumber',
        'city',
        'expiration',
        'firstName',
        'lastName',
        'state',
        'zip',
      ].sort(),
    );
    expect(added.firstName).toBe(M.required('First Name'));
    expect(cardFormErrors({ ...good, cardNumber: '' }, 'edit', today)).toEqual({});
  });

  it('takes at most 16 digits for the card number, counting digits as people type them', () => {
    for (const typed of ['4111 1111 1111 1111', '4111-1111-1111-1111', ' 4111111111111111 ']) {
      expect(cardFormErrors({ ...good, cardNumber: typed }, 'add', today)).toEqual({});
    }
    expect(
      cardFormErrors({ ...good, cardNumber: '4111 1111 1111 1111 1' }, 'add', today).cardNumber,
    ).toBe(M.cardNumberDigits);
    expect(cardFormErrors({ ...good, cardNumber: '4111.1111' }, 'add', today).cardNumber).toBe(
      M.cardNumberDigits,
    );
    expect(cardFormErrors({ ...good, cardNumber: ' - ' }, 'add', today).cardNumber).toBe(
      M.required('Card Number'),
    );
  });

  it('reads the digits of a typed card number, or null for other characters', () => {
    expect(cardNumberDigits('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(cardNumberDigits('4111x1111')).toBeNull();
  });

  it('refuses a past or malformed expiration and a zip that is not 5 digits', () => {
    expect(cardFormErrors({ ...good, expiration: '10/26' }, 'add', today).expiration).toBe(
      M.expirationPast,
    );
    expect(cardFormErrors({ ...good, expiration: '1026' }, 'add', today).expiration).toBe(
      M.expirationFormat,
    );
    expect(cardFormErrors({ ...good, zip: '7870' }, 'add', today).zip).toBe(M.zipDigits);
    expect(cardFormErrors({ ...good, zip: '78701-1234' }, 'add', today).zip).toBe(M.zipDigits);
  });
});

describe('the card limit', () => {
  it('is 10 cards; customer service is alerted for client users only', () => {
    expect(isAtCardLimit(MAX_CARDS - 1)).toBe(false);
    expect(isAtCardLimit(MAX_CARDS)).toBe(true);
    expect(alertsCustomerService(MAX_CARDS, false)).toBe(true);
    expect(alertsCustomerService(MAX_CARDS, true)).toBe(false);
    expect(alertsCustomerService(MAX_CARDS - 1, false)).toBe(false);
  });

  it('has the seed messages word for word', () => {
    expect(M.cardLimit).toBe(
      'You have reached the maximum number of credit cards. Customer Service will reach out to you and assist for further action.',
    );
    expect(M.cardAdded).toBe('Card successfully added');
  });
});
