import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { GeoMap } from '@client-admin/contracts/channels';
import type { Tx } from '../database';
import { balances } from '../schema/billing';
import { channels } from '../schema/channels';
import { clients } from '../schema/clients';
import { geoCounties, geoZips } from '../schema/geography';
import { toDomainLead } from '../../modules/lead-flow/intake/intake.service';
import { insertLead } from '../../modules/lead-flow/intake/lead-intake.repository';
import { zipPlace } from '../../modules/geography/zip-place';
import { routeAndSell } from '../../modules/lead-flow/routing/route-and-sell.service';
import { instantOn, pastWeekdays, type HistoryEvent, type HistorySpan } from './demo-clock';
import type { SeededRandom } from './random';

/** Web leads a weekday of the history, each to the next target channel's territory in turn. */
const WEB_LEADS_PER_WEEKDAY = 1;
/** Enough for a few leads at any demo price. */
const MIN_BALANCE_CENTS = 10_000;
/** 15:00 to 21:00 UTC: US mornings and afternoons, mostly inside the default web schedule. */
const ARRIVAL_HOURS_UTC = [15, 16, 17, 18, 19, 20, 21] as const;
const CONSUMERS = [
  ['Avery', 'Stone'],
  ['Jordan', 'Reyes'],
  ['Casey', 'Nguyen'],
  ['Riley', 'Brooks'],
  ['Morgan', 'Ellis'],
  ['Quinn', 'Foster'],
] as const;

/** Answers that pass the demo's filters (demo-channels.ts FILTER_TYPES). */
const ANSWERS = {
  'Credit Rating': 'Excellent',
  'Home Owner': 'Yes',
  'Currently Insured': 'Yes',
  'Minimum Age': '40',
  'Maximum Vehicles': '1',
};

/** A zip the geo map reaches: the zip, or the first zip of the county or the state. */
export async function zipOf(tx: Tx, geo: GeoMap): Promise<string | null> {
  if (geo.type === 'ZipCode') return geo.zipCode;
  const inCounty =
    geo.type === 'County'
      ? and(
          eq(geoCounties.stateAbbreviation, geo.stateAbbreviation),
          eq(geoCounties.nameUpper, (geo.county ?? '').toUpperCase()),
        )
      : eq(geoZips.stateAbbreviation, geo.stateAbbreviation);
  const [row] = await tx
    .select({ zip: geoZips.zipCode })
    .from(geoZips)
    .leftJoin(
      geoCounties,
      and(
        eq(geoCounties.stateAbbreviation, geoZips.stateAbbreviation),
        eq(geoCounties.fips, geoZips.countyFips),
      ),
    )
    .where(inCounty)
    .orderBy(asc(geoZips.zipCode))
    .limit(1);
  return row?.zip ?? null;
}

/**
 * The web leads of the demo's history (issue 16): from the vendor, on the weekdays of the
 * history, into the territory of the demo client's web channels and of two channels that buy,
 * each routed and sold at its arrival by the intake's own routing (decision 0030), so the
 * channels get sales, charges, deliveries and diagnostics. Answers the arrivals, oldest first.
 */
export async function demoWebLeads(
  tx: Tx,
  vendorId: number,
  clientId: number,
  rnd: SeededRandom,
  span: HistorySpan,
): Promise<HistoryEvent[]> {
  const fields = { quoteType: channels.quoteType, geoMaps: channels.geoMaps };
  const own = await tx
    .select(fields)
    .from(channels)
    .where(and(eq(channels.clientId, clientId), eq(channels.productTypeId, 1)))
    .orderBy(channels.id);
  // Channels that buy: active, of active clients with money for a few leads.
  const buying = await tx
    .select(fields)
    .from(channels)
    .innerJoin(clients, eq(clients.id, channels.clientId))
    .innerJoin(balances, and(eq(balances.clientId, clients.id), eq(balances.productType, 1)))
    .where(
      and(
        eq(channels.productTypeId, 1),
        eq(channels.status, 'ACTIVE'),
        inArray(clients.status, ['ACTIVE', 'CORPORATE']),
        gte(balances.balanceCents, MIN_BALANCE_CENTS),
        sql`jsonb_array_length(${channels.geoMaps}) > 0`,
      ),
    )
    .orderBy(channels.id)
    .limit(2);
  const targets: {
    quoteType: string;
    zip: string;
    place: NonNullable<Awaited<ReturnType<typeof zipPlace>>>;
  }[] = [];
  for (const target of [...own, ...buying]) {
    const zip = target.geoMaps[0] ? await zipOf(tx, target.geoMaps[0]) : null;
    const place = zip ? await zipPlace(tx, zip) : null;
    if (zip && place) targets.push({ quoteType: target.quoteType.toLowerCase(), zip, place });
  }
  if (targets.length === 0) return [];
  const instants = pastWeekdays(span)
    .flatMap((day) =>
      Array.from({ length: WEB_LEADS_PER_WEEKDAY }, () => instantOn(rnd, day, ARRIVAL_HOURS_UTC)),
    )
    .sort((a, b) => a - b);
  return instants.map((at, i) => ({
    at,
    run: async () => {
      const target = targets[i % targets.length]!;
      const [first, last] = CONSUMERS[i % CONSUMERS.length]!;
      const row = await insertLead(tx, {
        vendorId,
        vendorLeadId: `demo-${i + 1}`,
        productTypeId: 1,
        quoteType: target.quoteType,
        zipCode: target.zip,
        ...target.place,
        consumer: {
          firstName: first,
          lastName: last,
          email: `${first.toLowerCase()}.${last.toLowerCase()}${i + 1}@example.com`,
          phone: `(555) 01${String(i % 10)}-${String(1000 + (i % 9000)).padStart(4, '0')}`,
          answers: ANSWERS,
        },
        receivedAt: new Date(at),
      });
      if (row) await routeAndSell(tx, row.id, toDomainLead(row));
    },
  }));
}
