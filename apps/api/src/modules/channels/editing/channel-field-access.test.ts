import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ChannelDetail, ChannelInput } from '@client-admin/contracts/channels';
import type { PackageDetail } from '@client-admin/contracts/packages';
import { basePackagePriceCents } from '@client-admin/domain/base-package-price';
import {
  staffOnlyFieldMessage,
  type StaffOnlyChannelField,
} from '@client-admin/domain/channel-field-access';
import { CHANNEL_WRITE_MESSAGES, CUSTOM_PACKAGE_ID } from '@client-admin/domain/channel-messages';
import { clientMaxSoldMessage } from '@client-admin/domain/client-max-sold';
import { clientPriceMessage } from '@client-admin/domain/client-price-range';
import { toCents, toDollars } from '@client-admin/domain/money';
import { channels } from '../../../db/schema/channels';
import { packages } from '../../../db/schema/packages';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { expectError } from '../../../test/expect-error';
import { editBody, webChannelMaterials } from '../channel-test-fixtures';

const basePrice = (quoteType: string) => toDollars(basePackagePriceCents(quoteType, false)!);

/** Each staff-only field with a value other than its default (decision 0014). */
const STAFF_ONLY_VALUES: [StaffOnlyChannelField, unknown][] = [
  ['payout', 999],
  ['maxPrice', 50],
  ['weekdayNetPayout', 2.5],
  ['weekendNetPayout', 1],
  ['bidFloor', 0.01],
  ['trumpFlag', 2],
  ['backfill', true],
  ['acceptsBundle', true],
  ['acceptsCombo', true],
  ['missedCallPenalty', 5],
  ['missedCallRate', 10],
  ['answerRate', 50],
  ['billTimeThreshold', 30],
  ['isPremium', true],
  ['isHidePhoneNumber', true],
  ['isLegAnchor', true],
  ['eprMultiplier', 2],
  ['expansionOptOut', true],
  ['secondaryTerritoryExcludedZipCodes', ['75001']],
  ['subscriptionDescription', 'Top of the list'],
  ['upsellRep', 'rep-1'],
  ['upsellPromo', 'FALL'],
  ['subsidyProduct', 'MADE-UP'],
  ['quoteTypeIsLocked', true],
];

describe('who sets which channel field (decision 0014)', () => {
  let t: TestApp;
  let agent: RequestHeaders;
  let cs: RequestHeaders;
  let corporate: RequestHeaders;
  let quoteType: string;
  let otherQuoteType: string;
  let pkg: PackageDetail;
  beforeAll(async () => {
    t = await buildTestApp();
    agent = await t.as('agent@example.com');
    cs = await t.as('cs@example.com');
    corporate = await t.as('corporate@example.com');
    const materials = await webChannelMaterials(t, agent);
    ({ quoteType, pkg } = materials);
    otherQuoteType = materials.quoteTypes.find((q) => q.code !== quoteType)!.code;
  });
  afterAll(() => t.close());

  const webBody = (overrides: Partial<ChannelInput> = {}) => ({
    clientId: 1,
    quoteType,
    packageId: pkg.id,
    geoMaps: [{ type: 'State', stateAbbreviation: 'TX', county: null, zipCode: null }],
    emailDelivery: 'leads@example.com',
    ...overrides,
  });
  const add = async (body: object, headers = agent, service = 'Web') => {
    const res = await t.post(`/api/leadtype/add/${service}`, headers, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ChannelDetail;
  };
  const edit = (headers: RequestHeaders, body: object, service = 'Web') =>
    t.post(`/api/LeadType/edit/${service}`, headers, body);
  const editOk = async (headers: RequestHeaders, body: object, service = 'Web') => {
    const res = await edit(headers, body, service);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ChannelDetail;
  };
  const read = async (id: number) =>
    (await t.get(`/api/LeadType/${id}`, cs)).json() as ChannelDetail;
  const channelCount = async () => {
    const [row] = await t.app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(channels)
      .where(eq(channels.clientId, 1));
    return row!.n;
  };

  it("the demo agent saves each of its seeded channels unchanged, staff's values and all", async () => {
    const seeded = await t.app.database.db.select().from(channels).where(eq(channels.clientId, 1));
    for (const row of seeded) {
      const saved = await editOk(agent, editBody(await read(row.id)), row.serviceType);
      expect(saved).toMatchObject({ trumpFlag: row.trumpFlag, maxSold: row.maxSold });
    }
  });

  describe('staff-only fields: a client user gets 403 naming the field, staff set it', () => {
    it.each(STAFF_ONLY_VALUES)('%s', async (field, value) => {
      const message = staffOnlyFieldMessage(field);
      const count = await channelCount();
      expectError(
        await t.post('/api/leadtype/add/Web', agent, webBody({ [field]: value })),
        403,
        message,
        field,
      );
      expect(await channelCount()).toBe(count);

      const channel = await add(webBody());
      expectError(await edit(agent, editBody(channel, { [field]: value })), 403, message, field);
      expect(await read(channel.id)).toEqual(channel);

      const set = await editOk(cs, editBody(channel, { [field]: value }));
      expect(set[field as keyof ChannelDetail]).toEqual(value);
      // What staff set stays: the client saves the channel with it unchanged.
      const kept = await editOk(agent, editBody(set, { customName: 'Kept' }));
      expect(kept).toMatchObject({ customName: 'Kept', [field]: value });
    });

    it('names every staff-only field a body changes; staff may add them at once', async () => {
      const body = webBody({ trumpFlag: 2, isPremium: true, payout: 999 });
      const res = await t.post('/api/leadtype/add/Web', agent, body);
      expectError(res, 403, 'Only staff may set payout, trumpFlag, isPremium');
      expect(Object.keys(res.json().errors as object)).toEqual([
        'payout',
        'trumpFlag',
        'isPremium',
      ]);
      expect(await add(body, cs)).toMatchObject({ trumpFlag: 2, isPremium: true, payout: 999 });
    });

    it('a source package is staff-only; a quote type change may clear it', async () => {
      const channel = await add(webBody());
      const sourcePackage = { id: pkg.id, startDate: null };
      expectError(
        await edit(agent, editBody(channel, { sourcePackage })),
        403,
        staffOnlyFieldMessage('sourcePackage'),
        'sourcePackage',
      );
      const set = await editOk(cs, editBody(channel, { sourcePackage }));
      expect(set.sourcePackage).toEqual(sourcePackage);
      const moved = await editOk(
        agent,
        editBody(set, {
          quoteType: otherQuoteType,
          packageId: null,
          sourcePackage: null,
          price: basePrice(otherQuoteType),
        }),
      );
      expect(moved).toMatchObject({ quoteType: otherQuoteType, sourcePackage: null });
    });

    it('cloning copies what staff set; the client chose none of it', async () => {
      const channel = await add(webBody());
      await editOk(cs, editBody(channel, { trumpFlag: 1 }));
      const res = await t.post('/api/LeadType/clone', agent, { clientQuoteTypeId: channel.id });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ trumpFlag: 1 });
    });
  });

  describe('price: from the package cost to the highest modifier maximum for a client user', () => {
    const range = () => ({
      minCents: toCents(pkg.cost),
      maxCents: Math.max(toCents(pkg.cost), ...pkg.priceModifiers.map((m) => toCents(m.priceMax))),
    });

    it('accepts the package price, and the price the editor shows after a package pick', async () => {
      expect((await add(webBody())).price).toBe(pkg.cost);
      expect((await add(webBody({ price: pkg.cost }))).price).toBe(pkg.cost);
    });

    it('400s 0.01 and 999 on add and edit, writing nothing', async () => {
      const message = clientPriceMessage(range());
      const count = await channelCount();
      expectError(
        await t.post('/api/leadtype/add/Web', agent, webBody({ price: 0.01 })),
        400,
        message,
        'price',
      );
      expect(await channelCount()).toBe(count);
      const channel = await add(webBody());
      for (const price of [0.01, 999]) {
        expectError(await edit(agent, editBody(channel, { price })), 400, message, 'price');
      }
      expect(await read(channel.id)).toEqual(channel);
    });

    it('lets the client raise its price within the range', async () => {
      const channel = await add(webBody());
      const top = range().maxCents / 100;
      expect((await editOk(agent, editBody(channel, { price: top }))).price).toBe(top);
    });

    it('staff may set any price, and the client keeps it while saving other changes', async () => {
      const channel = await add(webBody());
      const set = await editOk(cs, editBody(channel, { price: 0.01 }));
      expect(set.price).toBe(0.01);
      expect(await editOk(agent, editBody(set, { customName: 'Discount' }))).toMatchObject({
        price: 0.01,
        customName: 'Discount',
      });
    });

    it("staff's bid floor raises the minimum; staff's max price sets the maximum", async () => {
      const channel = await add(webBody());
      const cost = toCents(pkg.cost);
      const floored = await editOk(cs, editBody(channel, { bidFloor: (cost + 100) / 100 }));
      expectError(
        await edit(agent, editBody(floored, { price: (cost + 50) / 100 })),
        400,
        clientPriceMessage({
          minCents: cost + 100,
          maxCents: Math.max(cost + 100, range().maxCents),
        }),
        'price',
      );
      const capped = await editOk(
        cs,
        editBody(floored, { bidFloor: null, maxPrice: (cost + 200) / 100 }),
      );
      expectError(
        await edit(agent, editBody(capped, { price: (cost + 300) / 100 })),
        400,
        clientPriceMessage({ minCents: cost, maxCents: cost + 200 }),
        'price',
      );
      expect((await editOk(agent, editBody(capped, { price: (cost + 200) / 100 }))).price).toBe(
        (cost + 200) / 100,
      );
    });

    it('without a package the price is the base package price', async () => {
      const channel = await add({ clientId: 1, quoteType });
      expect(channel.price).toBe(basePrice(quoteType));
      expectError(
        await edit(agent, editBody(channel, { price: 1 })),
        400,
        `Price must be $${basePrice(quoteType).toFixed(2)}`,
        'price',
      );
    });
  });

  describe('maxSold: from 1 to the package maxSold for a client user', () => {
    it('400s 10 on edit and writes nothing; 1 is fine', async () => {
      const channel = await add(webBody());
      expectError(
        await edit(agent, editBody(channel, { maxSold: 10 })),
        400,
        clientMaxSoldMessage(pkg.maxSold),
        'maxSold',
      );
      expect(await read(channel.id)).toEqual(channel);
      expect((await editOk(agent, editBody(channel, { maxSold: 1 }))).maxSold).toBe(1);
    });

    it('on add the package sets it, whatever is sent', async () => {
      expect((await add(webBody({ maxSold: 10 }))).maxSold).toBe(pkg.maxSold);
    });

    it('staff may set 10, and the client keeps it', async () => {
      const channel = await add(webBody());
      const set = await editOk(cs, editBody(channel, { maxSold: 10 }));
      expect(set.maxSold).toBe(10);
      expect((await editOk(agent, editBody(set, { customName: 'Ten' }))).maxSold).toBe(10);
    });
  });

  it('a source-only package is not for a client user to pick', async () => {
    await t.app.database.db
      .update(packages)
      .set({ isSourceOnly: true })
      .where(eq(packages.id, pkg.id));
    try {
      expectError(
        await t.post('/api/leadtype/add/Web', agent, webBody()),
        400,
        CHANNEL_WRITE_MESSAGES.packageUnavailable,
        'packageId',
      );
    } finally {
      await t.app.database.db
        .update(packages)
        .set({ isSourceOnly: false })
        .where(eq(packages.id, pkg.id));
    }
  });

  describe('a corporate call campaign on the custom package', () => {
    const campaignBody = {
      clientId: 3,
      quoteType: 'auto',
      packageId: CUSTOM_PACKAGE_ID,
      callType: 'ColdTransfer',
      phoneNumbers: ['5551234567'],
      geoMaps: [{ type: 'State', stateAbbreviation: 'FL', county: null, zipCode: null }],
      stateOverrides: [{ state: 'FL', price: 30, minBid: 20, maxBid: 40, isActive: true }],
    };
    const campaign = () => add(campaignBody, cs, 'CallCampaign');

    it('the client reprices and switches a state override within its bids', async () => {
      const created = await campaign();
      const stateOverrides = [{ state: 'FL', price: 25, minBid: 20, maxBid: 40, isActive: false }];
      const saved = await editOk(corporate, editBody(created, { stateOverrides }), 'CallCampaign');
      expect(saved.stateOverrides).toEqual(stateOverrides);
    });

    it('adding, removing or re-bidding a state is staff-only', async () => {
      const created = await campaign();
      const fl = created.stateOverrides[0]!;
      const message = staffOnlyFieldMessage('stateOverrides');
      for (const stateOverrides of [
        [fl, { state: 'TX', price: 30, minBid: 20, maxBid: 40, isActive: true }],
        [],
        [{ ...fl, minBid: 1 }],
      ]) {
        expectError(
          await edit(corporate, editBody(created, { stateOverrides }), 'CallCampaign'),
          403,
          message,
          'stateOverrides',
        );
      }
      expectError(
        await t.post('/api/leadtype/add/CallCampaign', corporate, campaignBody),
        403,
        message,
        'stateOverrides',
      );
      const added = await editOk(
        cs,
        editBody(created, { stateOverrides: [{ ...fl, minBid: 1 }] }),
        'CallCampaign',
      );
      expect(added.stateOverrides[0]?.minBid).toBe(1);
    });

    it('the client keeps the custom price and modifier prices staff set', async () => {
      const created = await campaign();
      expect(created.price).toBe(0);
      expectError(
        await edit(corporate, editBody(created, { price: 5 }), 'CallCampaign'),
        400,
        'Price must be $0.00',
        'price',
      );
      const [modifier] = created.priceModifiers;
      expect(modifier).toBeDefined();
      const repriced = [{ packagePriceModifierId: modifier!.packagePriceModifierId, price: 5 }];
      expectError(
        await edit(corporate, editBody(created, { priceModifiers: repriced }), 'CallCampaign'),
        400,
        CHANNEL_WRITE_MESSAGES.priceOutOfRange(0, 0),
        'priceModifiers.0.price',
      );
      const set = await editOk(
        cs,
        editBody(created, { price: 5, priceModifiers: repriced }),
        'CallCampaign',
      );
      const kept = await editOk(corporate, editBody(set, { customName: 'Kept' }), 'CallCampaign');
      expect(kept).toMatchObject({ price: 5, priceModifiers: [{ price: 5 }] });
    });
  });
});
