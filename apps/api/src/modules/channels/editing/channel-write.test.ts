import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { ChannelDetail, ChannelInput } from '@client-admin/contracts/channels';
import type { PackageDetail } from '@client-admin/contracts/packages';
import {
  CHANNEL_MESSAGES,
  CHANNEL_WRITE_MESSAGES,
  CUSTOM_PACKAGE_ID,
} from '@client-admin/domain/channel-messages';
import { ECRM_MESSAGES } from '@client-admin/domain/ecrm';
import { channelChanges, channels, upsells } from '../../../db/schema/channels';
import { clientLogs, clients } from '../../../db/schema/clients';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { expectError } from '../../../test/expect-error';
import { editBody, webChannelMaterials } from '../channel-test-fixtures';

describe('channel add and edit', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let corporate: RequestHeaders;
  let quoteType: string;
  let pkg: PackageDetail;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    corporate = await t.as('corporate@example.com');
    ({ quoteType, pkg } = await webChannelMaterials(t, agent));
  });
  afterAll(() => t.close());

  const webBody = (overrides: Partial<ChannelInput> = {}) => ({
    clientId: 1,
    quoteType,
    packageId: pkg.id,
    geoMaps: [{ type: 'State', stateAbbreviation: 'TX', county: null, zipCode: null }],
    emailDelivery: 'leads@example.com; backup@example.com',
    dayCapSchedule: {
      sunday: 1,
      monday: 9,
      tuesday: 9,
      wednesday: 9,
      thursday: 9,
      friday: 9,
      saturday: 1,
      weekly: 25,
    },
    ...overrides,
  });
  const add = async (body: object, headers: RequestHeaders = agent, service = 'Web') => {
    const res = await t.post(`/api/leadtype/add/${service}`, headers, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ChannelDetail;
  };

  describe('POST /api/leadtype/add/{serviceType}', () => {
    it('creates a complete web channel: ACTIVE, named by quote type, package price and maxSold', async () => {
      const created = await add(webBody({ customName: 'Texas' }));
      expect(created).toMatchObject({
        clientId: 1,
        status: 'ACTIVE',
        isIncomplete: false,
        customName: 'Texas',
        serviceType: 'Web',
        productTypeId: 1,
        price: pkg.cost,
        maxSold: pkg.maxSold,
        callType: null,
        version: 1,
      });
      expect(created.name).toMatch(/ Web$/);
      expect(created.priceModifiers.length).toBe(
        pkg.priceModifiers.filter((m) => m.isDefaultSelected).length,
      );
      const logs = await t.app.database.db
        .select()
        .from(clientLogs)
        .where(and(eq(clientLogs.clientId, 1), eq(clientLogs.action, 'CHANNEL_CREATED')));
      expect(logs.some((l) => l.after?.clientQuoteTypeId === created.id)).toBe(true);
    });

    it('reads back exactly what was saved, field by field (staff set every field)', async () => {
      const created = await add(
        webBody({
          price: 14.5,
          payout: 3.25,
          maxPrice: 20,
          dayCapSchedule: {
            sunday: 1,
            monday: 5,
            tuesday: 5,
            wednesday: 5,
            thursday: 5,
            friday: 5,
            saturday: -1,
            weekly: 30,
          },
          dayCapOverrides: { '2026-12-24': 0 },
          weekdayNetPayout: 2.5,
          weekendNetPayout: null,
          postTemplate: 'x={{firstName}}',
          backfill: true,
          bidFloor: 4.75,
          trumpFlag: 2,
          acceptsBundle: true,
          acceptsCombo: true,
          isPremium: true,
          expansionOptOut: true,
          secondaryTerritoryExcludedZipCodes: ['75001'],
          subscriptionDescription: 'Read-back',
          eprMultiplier: 1.5,
        }),
        cs,
      );
      const read = (await t.get(`/api/LeadType/${created.id}`, agent)).json() as ChannelDetail;
      for (const key of Object.keys(created) as (keyof ChannelDetail)[]) {
        expect(read[key], key).toEqual(created[key]);
      }
      expect(read).toMatchObject({ price: 14.5, payout: 3.25, bidFloor: 4.75, trumpFlag: 2 });
      expect(read.dayCapSchedule?.saturday).toBe(-1);
    });

    it('an incomplete channel is INACTIVE and named INCOMPLETE; no package costs the base price', async () => {
      const created = await add({ clientId: 1, quoteType });
      expect(created).toMatchObject({ status: 'INACTIVE', isIncomplete: true, packageId: null });
      expect(created.name.startsWith('INCOMPLETE ')).toBe(true);
      expect(created.price).toBeGreaterThan(0);
    });

    it('a body without day caps gets the defaults: weekly 25, weekdays 7, weekend 1', async () => {
      const created = await add({ ...webBody(), dayCapSchedule: undefined });
      expect(created.dayCapSchedule).toEqual({
        sunday: 1,
        monday: 7,
        tuesday: 7,
        wednesday: 7,
        thursday: 7,
        friday: 7,
        saturday: 1,
        weekly: 25,
      });
      const edit = editBody(created, { customName: 'Kept caps', dayCapSchedule: undefined });
      const res = await t.post('/api/LeadType/edit/Web', agent, edit);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as ChannelDetail).dayCapSchedule).toEqual(created.dayCapSchedule);
    });

    it('400s a quote type that is not available, with the field', async () => {
      const res = await t.post('/api/leadtype/add/Web', agent, webBody({ quoteType: 'life' }));
      expectError(res, 400, CHANNEL_WRITE_MESSAGES.quoteTypeUnavailable, 'quoteType');
    });

    it('400s a call channel without a call type, and a CallCampaign for an agent', async () => {
      const call = { ...webBody({ packageId: null }), phoneNumbers: ['5551234567'] };
      expectError(
        await t.post('/api/leadtype/add/Call', cs, { ...call, quoteType: 'auto' }),
        400,
        CHANNEL_WRITE_MESSAGES.callTypeRequired,
        'callType',
      );
      expectError(
        await t.post('/api/leadtype/add/CallCampaign', cs, {
          ...call,
          quoteType: 'auto',
          callType: 'WarmTransfer',
        }),
        400,
        CHANNEL_WRITE_MESSAGES.callCampaignCorporateOnly,
        'serviceType',
      );
      expectError(await t.post('/api/leadtype/add/Fax', cs, call), 400);
    });

    it('creates a call campaign with state overrides (staff) for a corporate client', async () => {
      const created = await add(
        {
          clientId: 3,
          quoteType: 'auto',
          packageId: CUSTOM_PACKAGE_ID,
          callType: 'ColdTransfer',
          phoneNumbers: ['5551234567'],
          geoMaps: [{ type: 'State', stateAbbreviation: 'FL', county: null, zipCode: null }],
          stateOverrides: [{ state: 'fl', price: 30, minBid: 20, maxBid: 40, isActive: true }],
        },
        cs,
        'CallCampaign',
      );
      expect(created).toMatchObject({
        serviceType: 'Call',
        callType: 'ColdTransfer',
        status: 'ACTIVE',
        price: 0,
        stateOverrides: [{ state: 'FL', price: 30, minBid: 20, maxBid: 40, isActive: true }],
      });
    });

    it('400s the custom package for an agent, and a package of another quote type', async () => {
      expectError(
        await t.post('/api/leadtype/add/Web', agent, webBody({ packageId: CUSTOM_PACKAGE_ID })),
        400,
        CHANNEL_WRITE_MESSAGES.customPackageNotAllowed,
        'packageId',
      );
      expectError(
        await t.post(
          '/api/leadtype/add/Web',
          agent,
          webBody({ packageId: pkg.id, quoteType: 'x' }),
        ),
        400,
      );
    });

    it('400s a modifier price outside its range', async () => {
      const modifier = pkg.priceModifiers[0]!;
      const res = await t.post(
        '/api/leadtype/add/Web',
        agent,
        webBody({
          priceModifiers: [{ packagePriceModifierId: modifier.id, price: modifier.priceMax + 1 }],
        }),
      );
      expectError(
        res,
        400,
        CHANNEL_WRITE_MESSAGES.priceOutOfRange(modifier.priceMin, modifier.priceMax),
        'priceModifiers.0.price',
      );
    });

    it('checks e-mail and CRM delivery, with the ECRM messages', async () => {
      expectError(
        await t.post('/api/leadtype/add/Web', agent, webBody({ emailDelivery: 'not-an-email' })),
        400,
        'Invalid email format',
        'emailDelivery',
      );
      expectError(
        await t.post(
          '/api/leadtype/add/Web',
          agent,
          webBody({ crmDelivery: [{ domain: 'nowhere.example', variables: [] }] }),
        ),
        400,
        `${CHANNEL_WRITE_MESSAGES.crmUnknown}: nowhere.example`,
        'crmDelivery',
      );
      expectError(
        await t.post(
          '/api/leadtype/add/Web',
          agent,
          webBody({ crmDelivery: [{ domain: 'ecrm', variables: ['someone.else'] }] }),
        ),
        400,
        ECRM_MESSAGES.invalidEmail,
        'crmDelivery',
      );
      const ok = await add(
        webBody({
          emailDelivery: '',
          crmDelivery: [{ domain: 'ecrm', variables: ['avery.agency'] }],
        }),
      );
      expect(ok.status).toBe('ACTIVE');
      await t.app.database.db.update(clients).set({ agencyEmail: '' }).where(eq(clients.id, 3));
      expectError(
        await t.post('/api/leadtype/add/Web', corporate, {
          clientId: 3,
          quoteType: 'auto',
          crmDelivery: [{ domain: 'ecrm', variables: ['x'] }],
        }),
        400,
        'ECRM cannot be added because Agency Email for client is not set',
        'crmDelivery',
      );
    });

    it('403s an agent adding to another client; 404s an unknown client for staff', async () => {
      expectError(await t.post('/api/leadtype/add/Web', agent, webBody({ clientId: 2 })), 403);
      expectError(await t.post('/api/leadtype/add/Web', cs, webBody({ clientId: 999999 })), 404);
    });
  });

  describe('POST /api/LeadType/edit/{serviceType}', () => {
    it('saves, bumps the version, records geo-map history and upsells', async () => {
      const created = await add(webBody());
      const geoMaps = [
        ...created.geoMaps,
        { type: 'County', stateAbbreviation: 'ca', county: 'los  angeles', zipCode: null },
      ];
      const res = await t.post('/api/LeadType/edit/Web?estimateAmount=120', cs, {
        ...editBody(created, { geoMaps, upsellRep: 'rep-1', upsellPromo: 'FALL' }),
        dayCapSchedule: { ...created.dayCapSchedule!, weekly: 40 },
      });
      expect(res.statusCode, res.body).toBe(200);
      const edited = res.json() as ChannelDetail;
      expect(edited).toMatchObject({ version: 2, estimateAmount: 120, upsellRep: 'rep-1' });
      expect(edited.geoMaps[1]).toMatchObject({ stateAbbreviation: 'CA', county: 'LOS ANGELES' });
      const history = await t.app.database.db
        .select()
        .from(channelChanges)
        .where(eq(channelChanges.channelId, created.id))
        .orderBy(asc(channelChanges.id));
      expect(history.at(-1)).toMatchObject({ kind: 'geoMaps', actor: 'cs@example.com' });
      const rows = await t.app.database.db
        .select()
        .from(upsells)
        .where(eq(upsells.channelId, created.id));
      expect(rows.map((r) => r.upsellType).sort()).toEqual(['ADDED_TERRITORY', 'WEEKLY_CAP']);
      expect(rows[0]).toMatchObject({ repId: 'rep-1', upsellPromo: 'FALL', clientId: 1 });
      const listed = (await t.get('/api/Clients/upsells/1', agent)).json() as {
        upsellType: string;
      }[];
      expect(listed.map((u) => u.upsellType)).toContain('WEEKLY_CAP');
    });

    it('becomes incomplete (and INACTIVE) when its delivery is removed', async () => {
      const created = await add(webBody());
      const res = await t.post(
        '/api/LeadType/edit/Web',
        agent,
        editBody(created, { emailDelivery: '' }),
      );
      expect(res.json()).toMatchObject({ status: 'INACTIVE', isIncomplete: true });
    });

    it('409s a stale version, and only one of two concurrent edits wins', async () => {
      const created = await add(webBody());
      const first = await t.post(
        '/api/LeadType/edit/Web',
        agent,
        editBody(created, { customName: 'First' }),
      );
      expect(first.statusCode).toBe(200);
      expectError(
        await t.post('/api/LeadType/edit/Web', agent, editBody(created, { customName: 'Second' })),
        409,
        'This channel was changed by someone else. Reload it to see their change, then make yours again.',
      );
      const current = first.json() as ChannelDetail;
      const results = await Promise.all([
        t.post('/api/LeadType/edit/Web', agent, editBody(current, { customName: 'Agent' })),
        t.post('/api/LeadType/edit/Web', cs, editBody(current, { customName: 'Staff' })),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const [row] = await t.app.database.db
        .select()
        .from(channels)
        .where(eq(channels.id, created.id));
      expect(row!.version).toBe(3);
    });

    it('404s an unknown id, 403s another client, 400s a bad body', async () => {
      const created = await add(webBody());
      expectError(
        await t.post('/api/LeadType/edit/Web', cs, editBody(created, { id: 999999 })),
        404,
        CHANNEL_MESSAGES.channelNotFound,
      );
      const [other] = await t.app.database.db
        .select()
        .from(channels)
        .where(eq(channels.clientId, 2))
        .limit(1);
      expectError(
        await t.post('/api/LeadType/edit/Web', agent, editBody(created, { id: other!.id })),
        403,
      );
      expectError(
        await t.post('/api/LeadType/edit/Web', agent, editBody(created, { version: 0 })),
        400,
      );
      expectError(
        await t.post(
          '/api/LeadType/edit/Call',
          agent,
          editBody(created, { callType: 'WarmTransfer' }),
        ),
        400,
        CHANNEL_WRITE_MESSAGES.serviceTypeMismatch,
        'serviceType',
      );
    });
  });
});
