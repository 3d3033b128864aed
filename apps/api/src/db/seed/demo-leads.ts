import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { GeoMap } from '@client-admin/contracts/channels';
import type { Tx } from '../database';
import { balances } from '../schema/billing';
import { channels } from '../schema/channels';
import { clients } from '../schema/clients';
import { geoCounties, geoZips } from '../schema/geography';
import { vendors } from '../schema/packages';
import { toDomainLead } from '../../modules/lead-flow/intake/intake.service';
import { insertLead } from '../../modules/lead-flow/intake/leads.repository';
import { zipPlace } from '../../modules/territory/zip-place';
import { routeAndSell } from '../../modules/lead-flow/routing/route-and-sell.service';

const DEMO_LEAD_COUNT = 8;
/** Enough for a few leads at any demo price. */
const MIN_BALANCE_CENTS = 10_000;
const DAY_MS = 86_400_000;
/** The days before seeding the leads came on: within the last week, the billing lists' default. */
const DAYS_BACK = 6;
/** 16:00 and 18:00 UTC: US mornings, mostly inside the default web schedule on weekdays. */
const ARRIVALS_MS = [16 * 3_600_000, 18 * 3_600_000];
const CONSUMERS = [
  ['Avery', 'Stone'],
  ['Jordan', 'Reyes'],
  ['Casey', 'Nguyen'],
  ['Riley', 'Brooks'],
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
 * A handful of web leads from the first vendor, at 16:00 or 18:00 UTC on the six days before
 * seeding, into the territory of the demo client's web channels and of two channels that buy,
 * routed and sold by the intake's own routing (decision 0030): the channels get sales, charges
 * and diagnostics.
 */
export async function seedDemoLeads(tx: Tx, clientId: number, now: number): Promise<void> {
  const [vendor] = await tx.select({ id: vendors.id }).from(vendors).orderBy(vendors.id).limit(1);
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
  const targets = [...own, ...buying].filter((c) => c.geoMaps.length > 0);
  if (!vendor || targets.length === 0) return;
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  for (let i = 0; i < DEMO_LEAD_COUNT; i++) {
    const target = targets[i % targets.length]!;
    const zip = await zipOf(tx, target.geoMaps[0]!);
    const place = zip ? await zipPlace(tx, zip) : null;
    if (!zip || !place) continue;
    const [first, last] = CONSUMERS[i % CONSUMERS.length]!;
    const row = await insertLead(tx, {
      vendorId: vendor.id,
      vendorLeadId: `demo-${i + 1}`,
      productTypeId: 1,
      quoteType: target.quoteType.toLowerCase(),
      zipCode: zip,
      ...place,
      consumer: {
        firstName: first,
        lastName: last,
        email: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
        phone: `(555) 010-${String(1000 + i).slice(1)}`,
        answers: ANSWERS,
      },
      receivedAt: new Date(
        today - (DAYS_BACK - (i % DAYS_BACK)) * DAY_MS + ARRIVALS_MS[Math.floor(i / DAYS_BACK)]!,
      ),
    });
    if (row) await routeAndSell(tx, row.id, toDomainLead(row));
  }
}
