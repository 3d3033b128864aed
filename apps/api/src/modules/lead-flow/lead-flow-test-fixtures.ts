import { and, eq, inArray } from 'drizzle-orm';
import { API_KEY_HEADER, type IntakeLeadBody } from '@client-admin/contracts/lead-flow';
import { leadFlowCalls } from '@client-admin/contracts/lead-flow.calls';
import { toNamedDayCaps } from '@client-admin/domain/day-caps';
import type { Database } from '../../db/database';
import { balances } from '../../db/schema/billing';
import { channels } from '../../db/schema/channels';
import { clients } from '../../db/schema/clients';
import { scheduleDayParts, scheduleDays, schedules } from '../../db/schema/schedules';
import { deposit } from '../billing/ledger.service';
import { buildTestApp, type TestApp } from '../../test/test-app';

/**
 * Test-only helpers of the lead flow's tests: channels made to measure in a territory no demo
 * channel reaches (the demo's geo maps are cleared), clients funded through the ledger, and a
 * vendor key made through the API.
 */

/** A zip of each state the tests route in (Austin, TX: Travis county). */
export const ZIPS = {
  TX: '78701',
  OK: '73102',
  CO: '80202',
  GA: '30303',
  IL: '60601',
  AZ: '85004',
  MN: '55401',
  WA: '98101',
} as const;
export type TestState = keyof typeof ZIPS;
export const AUSTIN_ZIP = ZIPS.TX;

export const leadBody = (
  vendorLeadId: string,
  state: TestState = 'TX',
  extra: Partial<IntakeLeadBody> = {},
) => ({
  vendorLeadId,
  productTypeId: 1,
  quoteType: 'auto',
  zip: ZIPS[state],
  firstName: 'Pat',
  lastName: 'Doe',
  email: 'pat.doe@example.com',
  phone: '(512) 555-0100',
  ...extra,
});

/** No demo channel is a candidate any more: their geo maps are emptied. */
export async function isolateFromDemoChannels(db: Database): Promise<void> {
  await db.update(channels).set({ geoMaps: [] });
}

/** `count` ACTIVE clients, in the Central time zone, each funded with `cents` more. */
export async function fundedClients(db: Database, count: number, cents: number) {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.status, 'ACTIVE'))
    .orderBy(clients.id)
    .limit(count);
  const ids = rows.map((r) => r.id);
  await db.update(clients).set({ timeZone: 6 }).where(inArray(clients.id, ids));
  await db.transaction(async (tx) => {
    for (const clientId of ids) {
      await deposit(tx, { clientId, productType: 1, amountCents: cents }, { createdBy: 'test' });
    }
  });
  return ids;
}

export async function balanceOf(db: Database, clientId: number): Promise<number> {
  const [row] = await db
    .select({ cents: balances.balanceCents })
    .from(balances)
    .where(and(eq(balances.clientId, clientId), eq(balances.productType, 1)));
  return row?.cents ?? 0;
}

/** A web schedule open all week round the clock, or closed every day. */
async function writeSchedule(db: Database, channelId: number, open: boolean) {
  const [head] = await db
    .insert(schedules)
    .values({ ownerKind: 'channel', ownerId: channelId, intervalStep: 30 })
    .returning({ id: schedules.id });
  const weekdays = [0, 1, 2, 3, 4, 5, 6];
  await db
    .insert(scheduleDays)
    .values(weekdays.map((weekday) => ({ scheduleId: head!.id, weekday, isActive: open })));
  await db.insert(scheduleDayParts).values(
    weekdays.map((weekday) => ({
      scheduleId: head!.id,
      weekday,
      startMinute: 0,
      endMinute: 1440,
    })),
  );
}

export interface ChannelSpec {
  clientId: number;
  priceCents?: number;
  status?: string;
  trumpFlag?: number;
  maxSold?: number;
  geo?: TestState;
  scheduleOpen?: boolean;
  dailyCap?: number;
  emailDelivery?: string;
}

/** A web auto channel of the client covering a state (Texas), open all week by default. */
export async function addChannel(db: Database, spec: ChannelSpec): Promise<number> {
  const state = spec.geo ?? 'TX';
  const [row] = await db
    .insert(channels)
    .values({
      clientId: spec.clientId,
      name: `Test auto ${spec.clientId}`,
      serviceType: 'Web',
      source: 'Web',
      productTypeId: 1,
      quoteType: 'auto',
      status: spec.status ?? 'ACTIVE',
      priceCents: spec.priceCents ?? 1500,
      geoMaps: [{ type: 'State', stateAbbreviation: state, county: null, zipCode: null }],
      dayCapSchedule:
        spec.dailyCap === undefined
          ? null
          : toNamedDayCaps({ days: Array<number>(7).fill(spec.dailyCap), weekly: -1 }),
      trumpFlag: spec.trumpFlag ?? 0,
      maxSold: spec.maxSold ?? 4,
      emailDelivery: spec.emailDelivery ?? '',
    })
    .returning({ id: channels.id });
  await writeSchedule(db, row!.id, spec.scheduleOpen ?? true);
  return row!.id;
}

export async function channelStatus(db: Database, channelId: number): Promise<string> {
  const [row] = await db
    .select({ status: channels.status })
    .from(channels)
    .where(eq(channels.id, channelId));
  return row!.status;
}

/** A new API key of the vendor, made by staff through the API. */
export async function createKey(t: TestApp, vendorId = 1): Promise<string> {
  const res = await t.post(`/api/vendors/${vendorId}/api-keys`, await t.as('cs@example.com'));
  if (res.statusCode !== 201) throw new Error(res.body);
  return (res.json() as { key: string }).key;
}

/** A vendor's web lead posted to the intake with its key, as the vendor's system posts it. */
export const postLead = (t: TestApp, key: string, body: ReturnType<typeof leadBody>) =>
  t.post(leadFlowCalls.intakeLead.path, { [API_KEY_HEADER]: key }, body);

/**
 * A test app whose routing sees only the tests' own channels, `count` ACTIVE clients funded with
 * `cents` each, and a vendor key made through the API.
 */
export async function leadFlowTestApp(count: number, cents: number) {
  const t = await buildTestApp();
  const db = t.app.database.db;
  await isolateFromDemoChannels(db);
  const clients = await fundedClients(db, count, cents);
  const key = await createKey(t);
  return { t, db, clients, key };
}

/**
 * A test app with two channels of one funded client: one a test changes, the other to show the
 * change stays with its own channel.
 */
export async function twoChannelsTestApp() {
  const t = await buildTestApp();
  const db = t.app.database.db;
  const [clientId] = await fundedClients(db, 1, 100);
  const channelId = await addChannel(db, { clientId: clientId! });
  const otherId = await addChannel(db, { clientId: clientId! });
  return { t, db, channelId, otherId };
}
