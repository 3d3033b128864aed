import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import type { SubscriptionFilterType } from '@client-admin/contracts/channels';
import {
  packageDetail,
  type PackageAdminDetail,
  type PackageDetail,
  type PackageInput,
} from '@client-admin/contracts/packages';
import {
  CHANNEL_MESSAGES,
  CUSTOM_PACKAGE_ID,
  PACKAGE_ADMIN_MESSAGES,
} from '@client-admin/domain/channel-messages';
import { channelPriceModifiers, channels } from '../../db/schema/channels';
import { packagePriceModifiers } from '../../db/schema/packages';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { RequestHeaders, RequestMethod } from '../../test/test-requests';
import { expectError } from '../../test/expect-error';

describe('product admin packages', () => {
  let t: TestApp;
  let product: RequestHeaders;
  let superUser: RequestHeaders;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  beforeAll(async () => {
    t = await buildTestApp();
    product = await t.as('product@example.com');
    superUser = await t.as('super@example.com');
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
  });
  afterAll(() => t.close());

  const input = (overrides: Partial<PackageInput> = {}): PackageInput => ({
    name: 'Allstate Auto Web Premium',
    carrier: 'ALLSTATE',
    quoteType: 'auto',
    productTypeId: 1,
    cost: 12.5,
    maxSold: 3,
    isActive: true,
    isSourceOnly: false,
    filters: ['Credit Rating', 'Minimum Age'],
    priceModifiers: [
      { name: 'Exclusive', priceMin: 12.5, priceMax: 30, isDefaultSelected: false },
      { name: 'Shared', priceMin: 6.25, priceMax: 12.5, isDefaultSelected: true },
    ],
    excludedClientIds: [2, 3],
    ...overrides,
  });
  const create = async (overrides: Partial<PackageInput> = {}) => {
    const res = await t.post('/api/packages', product, input(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as PackageAdminDetail;
  };
  /** A demo package some channel sells, and the modifier that channel prices. */
  const packageInUse = async () => {
    const [row] = await t.app.database.db
      .select({
        packageId: channels.packageId,
        modifierId: channelPriceModifiers.packagePriceModifierId,
      })
      .from(channels)
      .innerJoin(channelPriceModifiers, eq(channelPriceModifiers.channelId, channels.id))
      .where(ne(channels.packageId, CUSTOM_PACKAGE_ID))
      .limit(1);
    return { packageId: row!.packageId!, modifierId: row!.modifierId };
  };
  const forbiddenFor = async (method: RequestMethod, url: string, payload?: object) => {
    for (const who of [agent, cs]) expectError(await t.request(method, url, who, payload), 403);
  };

  describe('create, read back, update, delete', () => {
    it('creates a package that reads back here and in the channel package catalogue', async () => {
      const created = await create();
      expect(created).toMatchObject({
        name: 'Allstate Auto Web Premium',
        carrier: 'ALLSTATE',
        cost: 12.5,
        serviceType: 'Web',
        productTypeId: 1,
        serviceId: 1,
        quoteType: 'auto',
        quoteTypeLabel: 'Auto',
        maxSold: 3,
        filters: ['Credit Rating', 'Minimum Age'],
        channelCount: 0,
      });
      expect(created.excludedClients.map((c) => c.id).sort()).toEqual([2, 3]);
      expect(created.priceModifiers).toMatchObject([
        {
          name: 'Exclusive',
          priceMin: 12.5,
          priceMax: 30,
          isDefaultSelected: false,
          isSelected: false,
        },
        { name: 'Shared', priceMin: 6.25, priceMax: 12.5, isDefaultSelected: true },
      ]);

      const again = await t.get(`/api/packages/${created.id}`, product);
      expect(again.json()).toEqual(created);
      const catalogue = await t.get(`/api/LeadType/package/${created.id}`, agent);
      expect(catalogue.statusCode, catalogue.body).toBe(200);
      // The catalogue answers the same package without the admin-only fields.
      expect(catalogue.json()).toEqual(packageDetail.parse(created));
    });

    it('lets the Everest role create too', async () => {
      const res = await t.post('/api/packages', superUser, input({ name: 'By super' }));
      expect(res.statusCode, res.body).toBe(201);
    });

    it('updates: modifiers kept by id, added and removed; exclusions replaced', async () => {
      const created = await create({ name: 'To update' });
      const [exclusive, shared] = created.priceModifiers;
      const res = await t.put(`/api/packages/${created.id}`, product, {
        ...input({ name: 'Updated', cost: 14, carrier: 'FARMERS', excludedClientIds: [4] }),
        priceModifiers: [
          {
            id: exclusive!.id,
            name: 'Exclusive',
            priceMin: 14,
            priceMax: 28,
            isDefaultSelected: true,
          },
          { name: 'Late', priceMin: 1, priceMax: 2 },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json() as PackageAdminDetail;
      expect(updated).toMatchObject({ name: 'Updated', cost: 14, carrier: 'FARMERS' });
      expect(updated.excludedClients.map((c) => c.id)).toEqual([4]);
      expect(updated.priceModifiers).toMatchObject([
        { id: exclusive!.id, priceMin: 14, priceMax: 28, isDefaultSelected: true },
        { name: 'Late', priceMin: 1, priceMax: 2, isDefaultSelected: false },
      ]);
      const left = await t.app.database.db
        .select()
        .from(packagePriceModifiers)
        .where(eq(packagePriceModifiers.id, shared!.id));
      expect(left).toEqual([]);
    });

    it('deletes an unused package: 204, then 404', async () => {
      const created = await create({ name: 'To delete' });
      const res = await t.delete(`/api/packages/${created.id}`, product);
      expect(res.statusCode, res.body).toBe(204);
      expectError(
        await t.get(`/api/packages/${created.id}`, product),
        404,
        CHANNEL_MESSAGES.getPackage,
      );
    });
  });

  describe('GET /api/packages', () => {
    it('lists active packages, narrowed by carrier, quote type and product', async () => {
      const all = (await t.get('/api/packages', product)).json() as PackageDetail[];
      expect(all.length).toBeGreaterThan(50);
      expect(all.every((p) => p.isActive)).toBe(true);
      expect(all[0]?.id).toBe(CUSTOM_PACKAGE_ID);
      const res = await t.get(
        '/api/packages?carrier=STATEFARM&quoteType=home&productTypeId=2',
        product,
      );
      expect(res.statusCode, res.body).toBe(200);
      const narrowed = res.json() as PackageDetail[];
      expect(narrowed).toHaveLength(1);
      expect(narrowed[0]).toMatchObject({
        carrier: 'STATEFARM',
        quoteType: 'home',
        serviceType: 'Call',
      });
      expect(narrowed[0]?.priceModifiers.map((m) => m.name)).toEqual(['Exclusive', 'Standard']);
    });

    it('shows inactive packages only with includeInactive=true', async () => {
      const inactive = await create({ name: 'Retired one', carrier: 'GEICO', isActive: false });
      const active = (
        await t.get('/api/packages?carrier=GEICO', product)
      ).json() as PackageDetail[];
      expect(active.some((p) => p.id === inactive.id)).toBe(false);
      const res = await t.get('/api/packages?carrier=GEICO&includeInactive=true', product);
      expect((res.json() as PackageDetail[]).some((p) => p.id === inactive.id)).toBe(true);
    });

    it('400s a bad query, 403s a client user and a non-product staff member', async () => {
      const res = await t.get('/api/packages?productTypeId=web', product);
      expectError(res, 400);
      expect(Object.keys(res.json().errors)).toEqual(['productTypeId']);
      await forbiddenFor('GET', '/api/packages');
    });
  });

  describe('GET /api/packages/{id}', () => {
    it('counts the channels that sell the package', async () => {
      const { packageId } = await packageInUse();
      const res = await t.get(`/api/packages/${packageId}`, product);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as PackageAdminDetail).channelCount).toBeGreaterThan(0);
    });

    it('400s a non-uuid, 404s an unknown id, 403s others', async () => {
      expectError(
        await t.get('/api/packages/nope', product),
        400,
        'Package id must be a UUID',
        'id',
      );
      expectError(
        await t.get('/api/packages/11111111-1111-4111-8111-111111111111', product),
        404,
        CHANNEL_MESSAGES.getPackage,
      );
      await forbiddenFor('GET', `/api/packages/${CUSTOM_PACKAGE_ID}`);
    });
  });

  describe('POST /api/packages validation and access', () => {
    it('400s each bad field with its message', async () => {
      const cases: [Partial<PackageInput>, string, string][] = [
        [{ carrier: 'NOPE' }, 'carrier', PACKAGE_ADMIN_MESSAGES.unknownCarrier],
        [{ quoteType: 'boat' }, 'quoteType', PACKAGE_ADMIN_MESSAGES.unknownQuoteType],
        [
          { filters: ['Credit Rating', 'Shoe Size'] },
          'filters',
          PACKAGE_ADMIN_MESSAGES.unknownFilters(['Shoe Size']),
        ],
        [
          { excludedClientIds: [999999] },
          'excludedClientIds',
          PACKAGE_ADMIN_MESSAGES.unknownClients([999999]),
        ],
        [{ name: ' ' }, 'name', 'Name is required'],
        [
          { priceModifiers: [{ name: 'A', priceMin: 5, priceMax: 4, isDefaultSelected: false }] },
          'priceModifiers.0.priceMin',
          'Minimum price must not exceed maximum price',
        ],
        [
          {
            priceModifiers: [
              { name: 'A', priceMin: 1, priceMax: 2, isDefaultSelected: false },
              { name: 'a', priceMin: 1, priceMax: 2, isDefaultSelected: false },
            ],
          },
          'priceModifiers.1.name',
          PACKAGE_ADMIN_MESSAGES.repeatedModifier,
        ],
        [
          {
            priceModifiers: [
              { id: 1, name: 'A', priceMin: 1, priceMax: 2, isDefaultSelected: false },
            ],
          },
          'priceModifiers.0.id',
          PACKAGE_ADMIN_MESSAGES.unknownModifier,
        ],
        [{ cost: 1.234 }, 'cost', 'At most two decimals'],
      ];
      for (const [overrides, field, message] of cases) {
        expectError(await t.post('/api/packages', product, input(overrides)), 400, message, field);
      }
    });

    it('403s a client user and a non-product staff member', async () => {
      await forbiddenFor('POST', '/api/packages', input());
    });
  });

  describe('PUT /api/packages/{id} refusals', () => {
    it('404s an unknown id and 400s a modifier id of another package', async () => {
      expectError(
        await t.put('/api/packages/11111111-1111-4111-8111-111111111111', product, input()),
        404,
        CHANNEL_MESSAGES.getPackage,
      );
      const created = await create({ name: 'Modifier owner' });
      const { modifierId } = await packageInUse();
      const res = await t.put(`/api/packages/${created.id}`, product, {
        ...input(),
        priceModifiers: [{ id: modifierId, name: 'X', priceMin: 1, priceMax: 2 }],
      });
      expectError(res, 400, PACKAGE_ADMIN_MESSAGES.unknownModifier, 'priceModifiers.0.id');
    });

    it('409s removing a modifier a channel prices, and giving the custom package a carrier', async () => {
      const { packageId, modifierId } = await packageInUse();
      const current = (
        await t.get(`/api/packages/${packageId}`, product)
      ).json() as PackageAdminDetail;
      const used = current.priceModifiers.find((m) => m.id === modifierId)!;
      const channelsPricing = await t.app.database.db
        .selectDistinct({ id: channelPriceModifiers.channelId })
        .from(channelPriceModifiers)
        .where(eq(channelPriceModifiers.packagePriceModifierId, modifierId));
      const body = {
        ...input({
          carrier: current.carrier,
          quoteType: current.quoteType,
          filters: current.filters,
        }),
        productTypeId: current.productTypeId,
        priceModifiers: current.priceModifiers.filter((m) => m.id !== modifierId),
      };
      expectError(
        await t.put(`/api/packages/${packageId}`, product, body),
        409,
        PACKAGE_ADMIN_MESSAGES.modifierInUse(used.name, channelsPricing.length),
      );
      expectError(
        await t.put(`/api/packages/${CUSTOM_PACKAGE_ID}`, product, input({ carrier: 'ALLSTATE' })),
        409,
        PACKAGE_ADMIN_MESSAGES.customPackageCarrier,
      );
    });

    it('lets the custom package change without a carrier', async () => {
      const current = (await t.get(`/api/packages/${CUSTOM_PACKAGE_ID}`, product)).json();
      const res = await t.put(`/api/packages/${CUSTOM_PACKAGE_ID}`, product, {
        ...input({ name: 'Custom', carrier: null, cost: 0, filters: [], excludedClientIds: [] }),
        priceModifiers: (current as PackageAdminDetail).priceModifiers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as PackageAdminDetail).carrier).toBeNull();
    });

    it('403s a client user and a non-product staff member', async () => {
      await forbiddenFor('PUT', `/api/packages/${CUSTOM_PACKAGE_ID}`, input());
    });
  });

  describe('DELETE /api/packages/{id} refusals', () => {
    it('409s a package in use and the custom one, 404s an unknown id, 403s others', async () => {
      const { packageId } = await packageInUse();
      const count = (await t.get(`/api/packages/${packageId}`, product)).json()
        .channelCount as number;
      expectError(
        await t.delete(`/api/packages/${packageId}`, product),
        409,
        PACKAGE_ADMIN_MESSAGES.packageInUse(count),
      );
      expectError(
        await t.delete(`/api/packages/${CUSTOM_PACKAGE_ID}`, product),
        409,
        PACKAGE_ADMIN_MESSAGES.customPackageDelete,
      );
      expectError(
        await t.delete('/api/packages/11111111-1111-4111-8111-111111111111', product),
        404,
        CHANNEL_MESSAGES.getPackage,
      );
      await forbiddenFor('DELETE', `/api/packages/${packageId}`);
    });
  });

  describe('GET /api/packages/deep', () => {
    it('matches id prefix, name, carrier, quote type, modifier and filter names in any case', async () => {
      const created = await create({
        name: 'Zebra Deep Pkg',
        carrier: 'NATIONWIDE',
        filters: ['Home Owner'],
        priceModifiers: [
          { name: 'Quokka Boost', priceMin: 1, priceMax: 2, isDefaultSelected: false },
        ],
      });
      const search = async (text: string) => {
        const res = await t.get(
          `/api/packages/deep?searchText=${encodeURIComponent(text)}`,
          product,
        );
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as PackageDetail[];
      };
      expect((await search(created.id.slice(0, 8).toUpperCase())).map((p) => p.id)).toContain(
        created.id,
      );
      expect((await search('zebra deep')).map((p) => p.id)).toEqual([created.id]);
      expect((await search('QUOKKA')).map((p) => p.id)).toEqual([created.id]);
      const byCarrier = await search('nationwi');
      expect(byCarrier.length).toBeGreaterThan(1);
      expect(byCarrier.every((p) => p.carrier === 'NATIONWIDE')).toBe(true);
      expect((await search('home owner')).map((p) => p.id)).toContain(created.id);
      const byQuoteType = await search('Medsupp');
      expect(byQuoteType.length).toBeGreaterThan(0);
      expect(byQuoteType.every((p) => p.quoteType === 'medsupp')).toBe(true);
      expect(await search('100%_')).toEqual([]);
    });

    it('400s an empty search, 403s others', async () => {
      expectError(
        await t.get('/api/packages/deep?searchText=%20', product),
        400,
        'Enter something to search for',
        'searchText',
      );
      await forbiddenFor('GET', '/api/packages/deep?searchText=auto');
    });
  });

  describe('GET /api/packages/filters, /price-modifiers, /excludeable/clients', () => {
    it('lists filter types with their lookups', async () => {
      const res = await t.get('/api/packages/filters', product);
      expect(res.statusCode, res.body).toBe(200);
      const types = res.json() as SubscriptionFilterType[];
      expect(types.find((f) => f.name === 'Home Owner')).toMatchObject({
        operator: '=',
        inputKind: 'lookup',
        lookups: [
          { value: 'YES', label: 'Yes' },
          { value: 'NO', label: 'No' },
        ],
      });
      expect(types.find((f) => f.name === 'Excluded Zip Codes')?.inputKind).toBe('text');
    });

    it('lists the modifier names in use with their widest range', async () => {
      const res = await t.get('/api/packages/price-modifiers', product);
      expect(res.statusCode, res.body).toBe(200);
      const templates = res.json() as {
        name: string;
        priceMin: number;
        priceMax: number;
        packageCount: number;
      }[];
      const standard = templates.find((m) => m.name === 'Standard');
      expect(standard?.packageCount).toBeGreaterThan(50);
      expect(standard!.priceMin).toBeLessThanOrEqual(standard!.priceMax);
    });

    it('finds excludable clients by name or id, at most 50', async () => {
      const all = await t.get('/api/packages/excludeable/clients', product);
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json()).toHaveLength(50);
      const byId = (await t.get('/api/packages/excludeable/clients?q=3', product)).json() as {
        id: number;
      }[];
      expect(byId.map((c) => c.id)).toContain(3);
      const byName = await t.get('/api/packages/excludeable/clients?q=avery%20AGENT', product);
      expect(byName.json()).toEqual([
        { id: 1, name: 'Avery Agent', clientType: 'AGENT', carrier: expect.any(String) },
      ]);
    });

    it('403s a client user and a non-product staff member on each', async () => {
      for (const url of [
        '/api/packages/filters',
        '/api/packages/price-modifiers',
        '/api/packages/excludeable/clients',
      ]) {
        await forbiddenFor('GET', url);
      }
    });

    it('400s an overlong client search', async () => {
      const res = await t.get(`/api/packages/excludeable/clients?q=${'x'.repeat(101)}`, product);
      expectError(res, 400);
      expect(Object.keys(res.json().errors)).toEqual(['q']);
    });
  });
});
