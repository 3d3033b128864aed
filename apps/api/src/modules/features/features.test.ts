import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureFlagAdmin, FeatureFlagAuditItem } from '@client-admin/contracts/features';
import { FEATURE_FLAG_MESSAGES as M } from '@client-admin/domain/app-shell-messages';
import { FEATURE_FLAGS } from '@client-admin/domain/feature-flag-rules';
import { ROLES } from '@client-admin/domain/roles';
import { clients } from '../../db/schema/clients';
import { userRoles, users } from '../../db/schema/identity';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { FLAGS_CACHE_KEY } from './features.service';

type Headers = Record<string, string>;
const AGENT_CLIENT = 1;
const CORPORATE_CLIENT = 3;

describe('feature flags API', () => {
  let t: TestApp;
  let cs: Headers;
  let agent: Headers;
  let corporate: Headers;
  let product: Headers;
  let viewer: Headers;

  const flags = async (headers: Headers, query = '') => {
    const res = await t.get(`/api/feature/flags${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, boolean>;
  };
  const addRule = (flag: string, payload: object, headers = product) =>
    t.post(`/api/feature/admin/${flag}/rules`, headers, payload);

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.app.database.db;
    await db.update(clients).set({ parentCompany: 'FARMERS' }).where(eq(clients.id, AGENT_CLIENT));
    await db
      .update(clients)
      .set({ parentCompany: 'STATEFARM' })
      .where(eq(clients.id, CORPORATE_CLIENT));
    // A product viewer without the admin role (no demo login has only that role).
    const [user] = await db
      .insert(users)
      .values({ email: 'viewer@example.com', firstName: 'Vic', lastName: 'Viewer' })
      .returning({ id: users.id });
    await db.insert(userRoles).values({ userId: user!.id, role: ROLES.PRODUCT });
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    corporate = await t.as('corporate@example.com');
    product = await t.as('product@example.com');
    viewer = await t.as('viewer@example.com');
  });
  afterAll(() => t.close());

  describe('GET /api/feature/flags', () => {
    it('answers the defaults without a client, false for unknown names', async () => {
      expect(await flags(cs, '?flags=TerritoryExpansion,DisallowCalls,NoSuchFlag')).toEqual({
        TerritoryExpansion: true,
        DisallowCalls: false,
        NoSuchFlag: false,
      });
    });

    it('answers every seeded flag when none are named', async () => {
      expect(Object.keys(await flags(cs)).sort()).toEqual([...FEATURE_FLAGS].sort());
    });

    it("answers by the client user's own carrier and type", async () => {
      const names = '?flags=FarmersBillingUpload,StateFarmCombinedUpload,CorporateChannelList';
      expect(await flags(agent, names)).toEqual({
        FarmersBillingUpload: true,
        StateFarmCombinedUpload: false,
        CorporateChannelList: false,
      });
      expect(await flags(corporate, names)).toEqual({
        FarmersBillingUpload: false,
        StateFarmCombinedUpload: true,
        CorporateChannelList: true,
      });
    });

    it('answers for the client in the clientid header for staff', async () => {
      const result = await flags(
        { ...cs, clientid: String(AGENT_CLIENT) },
        '?flags=FarmersBillingUpload',
      );
      expect(result).toEqual({ FarmersBillingUpload: true });
    });

    it('refuses a client user naming another client, and 404s staff naming an unknown one', async () => {
      const other = await t.get('/api/feature/flags', { ...agent, clientid: '2' });
      expect(other.statusCode).toBe(403);
      const unknown = await t.get('/api/feature/flags', { ...cs, clientid: '99999' });
      expect(unknown.statusCode).toBe(404);
    });

    it('reads through the cache', async () => {
      t.app.cache.clear();
      await flags(cs);
      expect(t.app.cache.get(FLAGS_CACHE_KEY)).toBeDefined();
    });
  });

  describe('GET /api/feature/{flag}/{carrier}-{clientType}/{clientId}', () => {
    it('answers by carrier and client type', async () => {
      const get = (path: string) => t.get(`/api/feature/${path}`, cs);
      expect((await get('DisallowCalls/PROGRESSIVE-AGENT/5')).json()).toEqual({
        flag: 'DisallowCalls',
        enabled: true,
      });
      expect((await get('DisallowCalls/GEICO-AGENT/5')).json().enabled).toBe(false);
      expect((await get('CorporateChannelList/null-CORPORATE/5')).json().enabled).toBe(true);
      expect((await get('CorporateChannelList/-AGENT/5')).json().enabled).toBe(false);
    });

    it('answers 404 for an unknown flag', async () => {
      const res = await t.get('/api/feature/NoSuchFlag/FARMERS-AGENT/1', cs);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.unknownFlag);
    });

    it('answers 403 to a client user asking about another client, 400 for a bad id', async () => {
      const other = await t.get('/api/feature/DisallowCalls/FARMERS-AGENT/2', agent);
      expect(other.statusCode).toBe(403);
      const own = await t.get('/api/feature/DisallowCalls/FARMERS-AGENT/1', agent);
      expect(own.statusCode).toBe(200);
      const bad = await t.get('/api/feature/DisallowCalls/FARMERS-AGENT/x', cs);
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('admin', () => {
    it('lists every flag with its rules to product viewers and admins only', async () => {
      for (const headers of [product, viewer]) {
        const res = await t.get('/api/feature/admin', headers);
        expect(res.statusCode).toBe(200);
        const list = res.json() as FeatureFlagAdmin[];
        expect(list.map((f) => f.name).sort()).toEqual([...FEATURE_FLAGS].sort());
        const farmers = list.find((f) => f.name === 'FarmersBillingUpload');
        expect(farmers?.rules).toMatchObject([
          { carrier: 'FARMERS', clientType: null, enabled: true },
        ]);
      }
      for (const headers of [cs, agent]) {
        expect((await t.get('/api/feature/admin', headers)).statusCode).toBe(403);
      }
    });

    it('PUT changes the default, clears the flags cache and is audited', async () => {
      await flags(cs);
      const res = await t.put('/api/feature/admin/MedicareConsent', product, {
        defaultEnabled: true,
        description: 'Medicare consent on',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'MedicareConsent',
        defaultEnabled: true,
        description: 'Medicare consent on',
        updatedBy: 'product@example.com',
      });
      expect(t.app.cache.get(FLAGS_CACHE_KEY)).toBeUndefined();
      expect(await flags(cs, '?flags=MedicareConsent')).toEqual({ MedicareConsent: true });

      const audit = await t.get('/api/feature/admin/MedicareConsent/audit', viewer);
      expect(audit.statusCode).toBe(200);
      const [row] = audit.json().items as FeatureFlagAuditItem[];
      expect(row).toMatchObject({
        flag: 'MedicareConsent',
        action: 'flag.update',
        actorEmail: 'product@example.com',
        before: { defaultEnabled: false },
        after: { defaultEnabled: true, description: 'Medicare consent on' },
      });
    });

    it('PUT answers 400, 404 and 403', async () => {
      const put = (flag: string, payload: object, headers = product) =>
        t.put(`/api/feature/admin/${flag}`, headers, payload);
      const bad = await put('CallCredits', { defaultEnabled: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.defaultEnabled).toBe(M.enabledRequired);
      const unknown = await put('NoSuchFlag', { defaultEnabled: true });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(M.unknownFlag);
      expect((await put('CallCredits', { defaultEnabled: false }, viewer)).statusCode).toBe(403);
      expect((await put('CallCredits', { defaultEnabled: false }, cs)).statusCode).toBe(403);
    });

    it('rules follow specificity: client > carrier+type > carrier > type > default', async () => {
      const value = async () =>
        (await flags(agent, '?flags=FarmersBillingUpload')).FarmersBillingUpload;
      expect(await value()).toBe(true); // the seeded FARMERS carrier rule

      const typeRule = await addRule('FarmersBillingUpload', {
        clientType: 'AGENT',
        enabled: false,
      });
      expect(typeRule.statusCode).toBe(201);
      expect(await value()).toBe(true); // carrier beats type

      const pair = await addRule('FarmersBillingUpload', {
        carrier: 'farmers',
        clientType: 'AGENT',
        enabled: false,
      });
      expect(pair.statusCode).toBe(201);
      expect(await value()).toBe(false); // carrier+type beats carrier

      const client = await addRule('FarmersBillingUpload', {
        clientId: AGENT_CLIENT,
        enabled: true,
      });
      expect(client.statusCode).toBe(201);
      expect(await value()).toBe(true); // client beats everything

      const again = await addRule('FarmersBillingUpload', {
        clientId: AGENT_CLIENT,
        enabled: false,
      });
      expect(again.statusCode).toBe(200); // same target: its value is replaced
      expect(await value()).toBe(false);
      const rules = (again.json() as FeatureFlagAdmin).rules;
      expect(rules.filter((r) => r.clientId === AGENT_CLIENT)).toHaveLength(1);

      const ruleId = rules.find((r) => r.clientId === AGENT_CLIENT)!.id;
      const del = await t.delete(
        `/api/feature/admin/FarmersBillingUpload/rules/${ruleId}`,
        product,
      );
      expect(del.statusCode).toBe(204);
      expect(await value()).toBe(false); // back to carrier+type

      const audit = await t.get(
        '/api/feature/admin/FarmersBillingUpload/audit?pageSize=10',
        product,
      );
      const items = audit.json().items as FeatureFlagAuditItem[];
      expect(items.map((i) => i.action)).toEqual([
        'rule.delete',
        'rule.update',
        'rule.create',
        'rule.create',
        'rule.create',
      ]);
      expect(items[0]).toMatchObject({ before: { id: ruleId, enabled: false }, after: null });
      expect(items[1]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
      expect(audit.json().metaData).toMatchObject({ page: 1, pageSize: 10, totalRecords: 5 });
    });

    it.each([
      [{ enabled: true }, 'clientId', M.ruleNeedsTarget],
      [{ clientId: 1, carrier: 'FARMERS', enabled: true }, 'clientId', M.clientRuleAlone],
      [{ carrier: 'far mers', enabled: true }, 'carrier', M.carrierInvalid],
      [{ clientType: 'BROKER', enabled: true }, 'clientType', M.clientTypeInvalid],
      [{ carrier: 'FARMERS' }, 'enabled', M.enabledRequired],
      [{ clientId: 99999, enabled: true }, 'clientId', 'Invalid ClientID'],
    ])('POST rules answers 400 for %o', async (payload, field, message) => {
      const res = await addRule('CallCredits', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    });

    it('POST and DELETE rules answer 404 and 403', async () => {
      expect((await addRule('NoSuchFlag', { carrier: 'X', enabled: true })).statusCode).toBe(404);
      expect(
        (await addRule('CallCredits', { carrier: 'X', enabled: true }, viewer)).statusCode,
      ).toBe(403);
      expect(
        (await addRule('CallCredits', { carrier: 'X', enabled: true }, agent)).statusCode,
      ).toBe(403);
      const del = (url: string, headers = product) =>
        t.delete(`/api/feature/admin/${url}`, headers);
      const missing = await del('CallCredits/rules/99999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(M.ruleNotFound);
      expect((await del('NoSuchFlag/rules/1')).statusCode).toBe(404);
      expect((await del('FarmersBillingUpload/rules/1', viewer)).statusCode).toBe(403);
    });

    it('audit answers 404 for an unknown flag and 403 to client users', async () => {
      expect((await t.get('/api/feature/admin/NoSuchFlag/audit', product)).statusCode).toBe(404);
      expect((await t.get('/api/feature/admin/CallCredits/audit', agent)).statusCode).toBe(403);
    });
  });

  describe('developer role overrides are UI only', () => {
    const claims = {
      'x-role-override': 'Customer Service Admin',
      'x-roles': 'Everest,Everest-Product-Admin,Everest-Client-Services',
      'x-developer-roles': 'Everest',
      roles: 'Everest',
    };

    it('an agent token cannot reach product-admin or notification-admin endpoints', async () => {
      const headers = { ...agent, ...claims };
      const calls = [
        { method: 'GET', url: '/api/feature/admin' },
        {
          method: 'PUT',
          url: '/api/feature/admin/CallCredits',
          payload: { defaultEnabled: false },
        },
        {
          method: 'POST',
          url: '/api/feature/admin/CallCredits/rules',
          payload: { carrier: 'X', enabled: true },
        },
        { method: 'GET', url: '/api/feature/admin/CallCredits/audit' },
        { method: 'GET', url: '/api/notification/admin?includeExpired=true' },
        { method: 'DELETE', url: '/api/notification/1' },
        { method: 'POST', url: '/api/health/flushCache/all' },
        { method: 'GET', url: '/api/errors' },
      ] as const;
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
    });
  });
});
