import { describe, expect, it } from 'vitest';
import { defaultCallSchedule } from '../schedules/call-schedule';
import { channelEligibility } from './eligibility';
import type { ChannelCandidate, Lead } from './lead';
import { AUSTIN_LEAD, buyingChannel } from './lead-flow-fixtures';

const judge = (channel: ChannelCandidate, lead: Lead = AUSTIN_LEAD) => {
  const result = channelEligibility(lead, channel);
  return result.eligible ? 'eligible' : result.reason;
};
const channel = buyingChannel();

describe('channel eligibility', () => {
  it('an active channel of an active client that fits every rule is eligible at its price', () => {
    const result = channelEligibility(AUSTIN_LEAD, channel);
    expect(result).toMatchObject({
      eligible: true,
      priceCents: 1500,
      moment: { timeZone: 'America/Chicago', weekday: 2, minuteOfDay: 600 },
      window: { kind: 'web' },
    });
  });

  it('names the first rule a channel fails, the account first', () => {
    const everythingWrong: ChannelCandidate = {
      ...channel,
      status: 'PAUSE',
      quoteType: 'home',
      client: { ...channel.client, status: 'PAUSE_VAC', balanceCents: 0 },
    };
    expect(judge(everythingWrong)).toEqual({ code: 'clientOnVacation' });
    expect(judge({ ...everythingWrong, client: channel.client })).toEqual({
      code: 'channelPaused',
    });
    expect(judge({ ...everythingWrong, client: channel.client, status: 'ACTIVE' })).toEqual({
      code: 'quoteTypeMismatch',
    });
  });

  it('the territory', () => {
    expect(judge(channel, { ...AUSTIN_LEAD, stateAbbreviation: 'OK' })).toEqual({
      code: 'outsideTerritory',
    });
  });

  it("the schedule, in the client's time zone", () => {
    // 10:00 in Chicago is 08:00 in Los Angeles, before the default 09:00 opening.
    const pacific = { ...channel, client: { ...channel.client, timeZoneCode: 8 } };
    expect(judge(pacific)).toEqual({ code: 'scheduleClosed', weekday: 2, minuteOfDay: 480 });
    const sunday = { ...AUSTIN_LEAD, receivedAt: new Date('2026-11-29T16:00:00Z') };
    expect(judge(channel, sunday)).toEqual({ code: 'scheduleDayOff', weekday: 0 });
  });

  it('the caps, after the schedule', () => {
    const capped = { ...channel, sold: { ...channel.sold, day: 7 } };
    expect(judge(capped)).toEqual({ code: 'dayCapReached', limit: 7 });
  });

  it('the filters', () => {
    const filtered: ChannelCandidate = {
      ...channel,
      filters: [{ name: 'Credit Rating', operator: 'IN', values: ['Excellent'] }],
    };
    expect(judge(filtered)).toEqual({ code: 'filterNotMet', filter: 'Credit Rating' });
  });

  it("the client's dedupe rule, after the filters and before the balance", () => {
    const lastBoughtAt = new Date(AUSTIN_LEAD.receivedAt.getTime() - 86_400_000);
    const deduped: ChannelCandidate = {
      ...channel,
      consumerDedupe: { days: 30, lastBoughtAt },
      client: { ...channel.client, balanceCents: 0 },
    };
    expect(judge(deduped)).toEqual({
      code: 'repeatConsumer',
      days: 30,
      lastBoughtAt: lastBoughtAt.toISOString(),
    });
    expect(judge({ ...deduped, consumerDedupe: { days: 1, lastBoughtAt } })).toMatchObject({
      code: 'balanceTooLow',
    });
  });

  it('the spend limit after the filters, before the balance, so no recharge is wanted', () => {
    const limited = (spentCents: number, balanceCents = 0): ChannelCandidate => ({
      ...channel,
      client: { ...channel.client, balanceCents, spend: { limitCents: 50_000, spentCents } },
    });
    expect(judge(limited(48_501))).toEqual({
      code: 'spendLimitReached',
      productName: 'Web',
      limitCents: 50_000,
      spentCents: 48_501,
      priceCents: 1500,
    });
    expect(judge(limited(48_500))).toMatchObject({ code: 'balanceTooLow' });
    expect(channelEligibility(AUSTIN_LEAD, limited(48_500, 1500))).toMatchObject({
      eligible: true,
      priceCents: 1500,
    });
  });

  it('the balance against the price last', () => {
    const poor = { ...channel, client: { ...channel.client, balanceCents: 1000 } };
    expect(judge(poor)).toEqual({ code: 'balanceTooLow', priceCents: 1500, balanceCents: 1000 });
  });

  describe('calls', () => {
    const call: Lead = { ...AUSTIN_LEAD, productId: 2, callType: 'WarmTransfer' };
    const callChannel: ChannelCandidate = {
      ...channel,
      productTypeId: 2,
      callType: 'WarmTransfer',
      schedule: { kind: 'call', schedule: defaultCallSchedule([5, 5, 5, 5, 5, 5, 5]) },
    };

    it('a call channel with a free line takes the call', () => {
      expect(channelEligibility(call, callChannel)).toMatchObject({
        eligible: true,
        window: { kind: 'call', part: { start: 540, end: 1020 } },
      });
    });

    it('not of another call type, nor at its concurrency cap', () => {
      expect(judge({ ...callChannel, callType: 'ColdTransfer' }, call)).toEqual({
        code: 'callTypeMismatch',
      });
      expect(judge({ ...callChannel, callsInFlight: 1 }, call)).toEqual({
        code: 'concurrencyCapReached',
        limit: 1,
      });
    });

    it("a web lead never reaches a call channel's line", () => {
      expect(judge(callChannel)).toEqual({ code: 'productMismatch' });
    });
  });
});
