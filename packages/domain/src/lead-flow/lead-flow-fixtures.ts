/**
 * A lead and a channel that buys it, for the tests of this folder (test-only; nothing else
 * imports it): a web auto lead from Austin, TX on Tuesday 2026-11-24 at 10:00 Central time, and
 * an ACTIVE web auto channel of an ACTIVE Central client covering Texas, open on the default web
 * lead schedule, below its caps, with money for the lead.
 */
import fc from 'fast-check';
import { defaultDayCapSchedule } from '../day-caps';
import type { ChannelCandidate, Lead } from './lead';

export const AUSTIN_LEAD: Lead = {
  productId: 1,
  quoteType: 'auto',
  zipCode: '78701',
  stateAbbreviation: 'TX',
  county: 'TRAVIS',
  isBundle: false,
  isCombo: false,
  callType: null,
  consumer: { 'Credit Rating': 'Good' },
  receivedAt: new Date('2026-11-24T16:00:00Z'),
};

export function buyingChannel(id = 1, clientId = id): ChannelCandidate {
  return {
    id,
    name: `Auto leads ${id}`,
    status: 'ACTIVE',
    productTypeId: 1,
    quoteType: 'auto',
    acceptsBundle: false,
    acceptsCombo: false,
    geoMaps: [{ type: 'State', stateAbbreviation: 'TX', county: null, zipCode: null }],
    expansionOptOut: false,
    secondaryZipCodes: [],
    secondaryTerritoryExcludedZipCodes: [],
    schedule: null,
    dayCapSchedule: defaultDayCapSchedule(),
    dayCapOverrides: {},
    sold: { interval: 0, dayPart: 0, day: 0, week: 0, month: 0 },
    callsInFlight: 0,
    callType: null,
    filters: [],
    pricing: {
      priceCents: 1500,
      packageCostCents: 1125,
      modifierPricesCents: [],
      bidFloorCents: null,
      stateOverrides: [],
    },
    trumpFlag: 0,
    maxSold: 4,
    lastServedAt: null,
    client: {
      id: clientId,
      status: 'ACTIVE',
      timeZoneCode: 6,
      balanceCents: 10_000,
      limitCents: 0,
      rechargeAmountCents: null,
      spend: null,
    },
  };
}

/**
 * Channels of a few clients that differ in what decides eligibility and rank: status, territory,
 * day count, balance, trump flag, price, last service and maxSold.
 */
export const candidatesArb: fc.Arbitrary<ChannelCandidate[]> = fc
  .uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 10_000 }),
      clientId: fc.integer({ min: 1, max: 6 }),
      status: fc.constantFrom('ACTIVE', 'ACTIVE', 'ACTIVE', 'PAUSE', 'DAYCAPPED'),
      state: fc.constantFrom('TX', 'TX', 'OK'),
      soldToday: fc.nat(6),
      balanceCents: fc.integer({ min: 0, max: 5000 }),
      trumpFlag: fc.constantFrom(-1, 0, 1, 2),
      priceCents: fc.constantFrom(1200, 1500, 2000),
      lastServedAt: fc.option(fc.integer({ min: 0, max: 5 }).map((h) => new Date(h * 3_600_000))),
      maxSold: fc.integer({ min: 1, max: 5 }),
    }),
    { selector: (c) => c.id, maxLength: 12 },
  )
  .map((rows) =>
    rows.map((row): ChannelCandidate => {
      const channel = buyingChannel(row.id, row.clientId);
      return {
        ...channel,
        status: row.status,
        geoMaps: [{ type: 'State', stateAbbreviation: row.state, county: null, zipCode: null }],
        sold: { ...channel.sold, day: row.soldToday },
        pricing: { ...channel.pricing, priceCents: row.priceCents },
        trumpFlag: row.trumpFlag as ChannelCandidate['trumpFlag'],
        lastServedAt: row.lastServedAt,
        maxSold: row.maxSold,
        client: { ...channel.client, balanceCents: row.balanceCents },
      };
    }),
  );
