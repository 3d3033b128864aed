import { describe, expect, it } from 'vitest';
import {
  creditIneligibility,
  creditRatePercent,
  creditRateSince,
  leadCreditProblem,
} from './credit-eligibility';

const standing = {
  clientStatus: 'ACTIVE',
  leadType: 'Web' as const,
  callCreditsOn: false,
  creditRate: 3,
};

describe('credit eligibility (decision 0044)', () => {
  it('works out the credit rate as a percent with one decimal, 0 without sales', () => {
    expect(creditRatePercent(1, 3)).toBe(33.3);
    expect(creditRatePercent(5, 20)).toBe(25);
    expect(creditRatePercent(0, 0)).toBe(0);
  });

  it('counts the credit rate over the last 30 days', () => {
    expect(creditRateSince(new Date('2026-11-30T12:00:00Z'))).toEqual(
      new Date('2026-10-31T12:00:00Z'),
    );
  });

  it('lets an active client with a low credit rate ask for web credits', () => {
    expect(creditIneligibility(standing)).toBeNull();
    expect(creditIneligibility({ ...standing, clientStatus: 'CORPORATE' })).toBeNull();
  });

  it('refuses an inactive client', () => {
    expect(creditIneligibility({ ...standing, clientStatus: 'PAUSE' })).toBe(
      'Credits are open to active clients only.',
    );
  });

  it('offers call credits only with the CallCredits flag', () => {
    expect(creditIneligibility({ ...standing, leadType: 'Call' })).toBe(
      'Call credits are not offered yet.',
    );
    expect(creditIneligibility({ ...standing, leadType: 'Call', callCreditsOn: true })).toBeNull();
  });

  it('refuses a client whose credit rate reached 25 percent', () => {
    expect(creditIneligibility({ ...standing, creditRate: 24.9 })).toBeNull();
    expect(creditIneligibility({ ...standing, creditRate: 25 })).toMatch(/staff will review/);
  });
});

describe('a lead credit request (decision 0044)', () => {
  const soldAt = new Date('2026-11-01T12:00:00Z');
  const request = { soldAt, now: soldAt, priceCents: 2500, alreadyRequested: false };

  it('is open for ten days after the sale', () => {
    expect(leadCreditProblem({ ...request, now: new Date('2026-11-11T12:00:00Z') })).toBeNull();
    expect(leadCreditProblem({ ...request, now: new Date('2026-11-11T12:00:01Z') })).toBe(
      'A credit can be requested up to 10 days after the lead was sold.',
    );
  });

  it('is asked once a lead', () => {
    expect(leadCreditProblem({ ...request, alreadyRequested: true })).toBe(
      'A credit was already requested for this lead.',
    );
  });

  it('needs a charged lead', () => {
    expect(leadCreditProblem({ ...request, priceCents: 0 })).toBe(
      'This lead was not charged, so there is nothing to credit.',
    );
  });
});
