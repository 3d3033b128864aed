import { describe, expect, it } from 'vitest';
import type { Ineligibility } from './ineligibility';
import { ineligibilityMessage } from './lead-flow-messages';

const EVERY_REASON: Ineligibility[] = [
  { code: 'clientCancelled', clientStatus: 'CANCEL_BADDEBT' },
  { code: 'clientOnVacation' },
  { code: 'clientAwaitingRecharge' },
  { code: 'clientPaused', clientStatus: 'PAUSE_AR' },
  { code: 'clientNotActive', clientStatus: 'PENDING_IO' },
  { code: 'channelPaused' },
  { code: 'channelPaused', until: '2026-11-30T22:30:00.000Z' },
  { code: 'channelDayCapped' },
  { code: 'channelWeekCapped' },
  { code: 'channelInactive', channelStatus: 'INACTIVE' },
  { code: 'channelIncomplete' },
  { code: 'productMismatch' },
  { code: 'quoteTypeMismatch' },
  { code: 'bundleNotAccepted' },
  { code: 'comboNotAccepted' },
  { code: 'outsideTerritory' },
  { code: 'zipExcluded' },
  { code: 'scheduleDayOff', weekday: 0 },
  { code: 'scheduleClosed', weekday: 1, minuteOfDay: 17 * 60 + 30 },
  { code: 'monthlyCapReached', limit: 100 },
  { code: 'weeklyCapReached', limit: 25 },
  { code: 'dayCapReached', limit: 1 },
  { code: 'dayPartCapReached', limit: 2 },
  { code: 'intervalCapReached', limit: 3 },
  { code: 'callTypeMismatch' },
  { code: 'concurrencyCapReached', limit: 2 },
  { code: 'filterNotMet', filter: 'Credit Rating' },
  { code: 'repeatConsumer', days: 30, lastBoughtAt: '2026-11-20T10:00:00.000Z' },
  {
    code: 'spendLimitReached',
    productName: 'Web',
    limitCents: 50_000,
    spentCents: 49_000,
    priceCents: 1500,
  },
  { code: 'balanceTooLow', priceCents: 1500, balanceCents: -250 },
];

describe('lead flow messages', () => {
  it('every reason has its own sentence', () => {
    const messages = EVERY_REASON.map(ineligibilityMessage);
    expect(new Set(messages).size).toBe(EVERY_REASON.length);
    messages.forEach((message) => expect(message).toMatch(/^The .+\.$/));
  });

  it('names the status, the time, the cap, the filter and the amounts', () => {
    const [cancelled, , , paused] = EVERY_REASON.map(ineligibilityMessage);
    expect(cancelled).toBe('The account is Cancelled - Bad Debt.');
    expect(paused).toBe('The account is not active (Paused - Accounts Receivable).');
    const say = (reason: Ineligibility) => ineligibilityMessage(reason);
    expect(say({ code: 'scheduleClosed', weekday: 1, minuteOfDay: 1050 })).toBe(
      "The channel's schedule is closed at 17:30:00 on Monday.",
    );
    expect(say({ code: 'dayCapReached', limit: 1 })).toBe(
      'The channel reached its day cap of 1 lead.',
    );
    expect(say({ code: 'weeklyCapReached', limit: 25 })).toBe(
      'The channel reached its weekly cap of 25 leads.',
    );
    expect(say({ code: 'filterNotMet', filter: 'Credit Rating' })).toBe(
      'The lead does not pass the filter Credit Rating.',
    );
    expect(
      say({
        code: 'spendLimitReached',
        productName: 'Web',
        limitCents: 50_000,
        spentCents: 49_000,
        priceCents: 1500,
      }),
    ).toBe(
      'The monthly Web spend limit of $500.00 is reached: $490.00 spent this month and the lead costs $15.00.',
    );
    expect(say({ code: 'balanceTooLow', priceCents: 1500, balanceCents: -250 })).toBe(
      "The balance of -$2.50 does not cover the lead's price of $15.00.",
    );
  });

  it('a concurrency cap of 0 takes no calls', () => {
    expect(ineligibilityMessage({ code: 'concurrencyCapReached', limit: 0 })).toBe(
      'The channel takes no calls in this part of the day (its concurrency cap is 0).',
    );
  });
});
