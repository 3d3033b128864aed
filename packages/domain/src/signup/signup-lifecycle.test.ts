import { describe, expect, it } from 'vitest';
import {
  activationDateOrTomorrow,
  afterChannelRemoved,
  channelsStartAt,
  DEFAULT_RECHARGE_AMOUNT,
  EMPTY_DATE,
  withConsentCarrier,
} from './signup-lifecycle';
import { canSaveSignup, SIGNUP_STATUSES, SIGNUP_STEPS } from './signup-steps';

describe('the signup lifecycle', () => {
  it('has six steps, and a signed IO can no longer be saved', () => {
    expect(SIGNUP_STEPS).toHaveLength(6);
    expect(SIGNUP_STATUSES.filter(canSaveSignup)).toEqual(['DRAFT', 'SENT']);
  });

  it('turns off immediate activation and clears the date when a consent carrier is chosen', () => {
    const signup = {
      consentCompanyId: null,
      immediateActivation: true,
      activationDate: '2026-12-01',
    };
    expect(withConsentCarrier(signup, 4)).toEqual({
      consentCompanyId: 4,
      immediateActivation: false,
      activationDate: null,
    });
    expect(withConsentCarrier(signup, null)).toEqual(signup);
  });

  it('replaces the empty-date value by tomorrow, across a month and a year', () => {
    expect(activationDateOrTomorrow(EMPTY_DATE, '2026-11-28')).toBe('2026-11-29');
    expect(activationDateOrTomorrow(EMPTY_DATE, '2026-11-30')).toBe('2026-12-01');
    expect(activationDateOrTomorrow(EMPTY_DATE, '2026-12-31')).toBe('2027-01-01');
    expect(activationDateOrTomorrow('2026-12-05', '2026-11-28')).toBe('2026-12-05');
    expect(activationDateOrTomorrow(null, '2026-11-28')).toBeNull();
  });

  it("resets a product's deposit to 0 and its recharge to 100 once its last channel is gone", () => {
    const signup = {
      channels: [{ productTypeId: 1 }],
      deposits: { 1: 500, 2: 300 },
      webRechargeAmount: 250,
      callRechargeAmount: 400,
    };
    expect(afterChannelRemoved(signup, 2)).toEqual({
      ...signup,
      deposits: { 1: 500, 2: 0 },
      callRechargeAmount: DEFAULT_RECHARGE_AMOUNT,
    });
    expect(afterChannelRemoved(signup, 1)).toBe(signup);
  });
});

describe('channelsStartAt', () => {
  const signedAt = new Date('2026-11-29T15:00:00Z');
  it('starts at signing with immediate activation, no date, or a date not after today', () => {
    expect(
      channelsStartAt({ immediateActivation: true, activationDate: '2026-12-05' }, signedAt),
    ).toBeNull();
    expect(
      channelsStartAt({ immediateActivation: false, activationDate: null }, signedAt),
    ).toBeNull();
    expect(
      channelsStartAt({ immediateActivation: false, activationDate: '2026-11-29' }, signedAt),
    ).toBeNull();
  });

  it('starts at New York midnight of a later activation date', () => {
    expect(
      channelsStartAt({ immediateActivation: false, activationDate: '2026-12-05' }, signedAt),
    ).toEqual(new Date('2026-12-05T05:00:00Z'));
    // Daylight saving time: New York is UTC-4 in July.
    expect(
      channelsStartAt({ immediateActivation: false, activationDate: '2027-07-01' }, signedAt),
    ).toEqual(new Date('2027-07-01T04:00:00Z'));
  });
});
