import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES as M } from '@client-admin/domain/app-shell-messages';
import type { Notification } from '@client-admin/contracts/notifications';
import { clients } from '../../db/schema/clients';
import { buildTestApp, type TestApp } from '../../test/test-app';

const AGENT_CLIENT = 1;
const CORPORATE_CLIENT = 3;
const DAY = 24 * 3600 * 1000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const base = {
  type: 'Banner',
  alertType: 'info',
  headline: 'Scheduled maintenance',
  content: '<p>Tonight</p>',
  url: 'https://status.example.com',
  intervalType: 'Daily',
  interval: 2,
  startDate: iso(-DAY),
  endDate: iso(7 * DAY),
  visibility: 'All',
  visibilityValues: [] as string[],
};

describe('notifications API', () => {
  let t: TestApp;
  let cs: { authorization: string };
  let agent: { authorization: string };

  const post = async (body: object, headers = cs) => t.post('/api/notification', headers, body);
  const create = async (body: object): Promise<Notification> => {
    const res = await post({ ...base, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    const db = t.app.database.db;
    await db.update(clients).set({ state: 'TX' }).where(eq(clients.id, AGENT_CLIENT));
    await db.update(clients).set({ state: 'CA' }).where(eq(clients.id, CORPORATE_CLIENT));
  });
  afterAll(() => t.close());

  describe('POST /api/notification', () => {
    it('creates a notification with every field', async () => {
      const res = await post({ ...base, type: 'Dialog', alertType: 'warning' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        type: 'Dialog',
        alertType: 'warning',
        headline: 'Scheduled maintenance',
        content: '<p>Tonight</p>',
        url: 'https://status.example.com',
        intervalType: 'Daily',
        interval: 2,
        visibility: 'All',
        visibilityValues: [],
        isExpired: false,
      });
    });

    it('sanitizes the HTML: no script, event handler or javascript: URL comes back', async () => {
      const created = await create({
        content:
          '<h2 onclick="steal()">Hello</h2><script>alert(1)</script><img src=x onerror=alert(1)>' +
          '<a href="javascript:alert(1)">bad</a><a href="https://ok.example/" target="_blank">ok</a>' +
          '<ul><li><strong>one</strong></li></ul>',
      });
      const html = created.content;
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
      expect(html).toContain('<h2>Hello</h2>');
      expect(html).toContain('<a>bad</a>');
      expect(html).toContain(
        '<a href="https://ok.example/" target="_blank" rel="noopener noreferrer">ok</a>',
      );
      expect(html).toContain('<ul><li><strong>one</strong></li></ul>');
    });

    it.each([
      [{ headline: '  ' }, 'headline', M.headlineRequired],
      [{ url: 'javascript:alert(1)' }, 'url', M.urlInvalid],
      [{ type: 'Popup' }, 'type', M.typeRequired],
      [{ interval: 0 }, 'interval', M.intervalInvalid],
      [{ endDate: iso(-2 * DAY) }, 'endDate', M.endBeforeStart],
      [{ startDate: 'tomorrow' }, 'startDate', M.startDateInvalid],
      [{ visibility: 'State', visibilityValues: [] }, 'visibilityValues', M.statesRequired],
      [{ visibility: 'State', visibilityValues: ['XX'] }, 'visibilityValues', M.unknownState],
      [{ visibility: 'Status', visibilityValues: ['NOPE'] }, 'visibilityValues', M.unknownStatus],
    ])('answers 400 with the field message for %o', async (change, field, message) => {
      const res = await post({ ...base, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    });

    it('lets product admins write and refuses client users and other staff', async () => {
      expect((await post(base, await t.as('product@example.com'))).statusCode).toBe(201);
      expect((await post(base, agent)).statusCode).toBe(403);
      expect((await post(base, await t.as('dev@example.com'))).statusCode).toBe(403);
    });

    it('needs a token', async () => {
      const res = await t.post('/api/notification', {}, base);
      expect(res.statusCode).toBe(401);
    });
  });

  describe('PUT /api/notification', () => {
    it('updates every field', async () => {
      const created = await create({ headline: 'Before' });
      const res = await t.put('/api/notification', cs, {
        ...base,
        id: created.id,
        headline: 'After',
        type: 'Tray',
        url: '',
        visibility: 'Status',
        visibilityValues: ['ACTIVE'],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: created.id,
        headline: 'After',
        type: 'Tray',
        url: null,
        visibility: 'Status',
        visibilityValues: ['ACTIVE'],
      });
    });

    it('answers 404 for an unknown id, 400 for bad input and 403 for a client user', async () => {
      const put = (payload: object, headers = cs) => t.put('/api/notification', headers, payload);
      const unknown = await put({ ...base, id: 999_999 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(M.notFound);
      const bad = await put({ ...base, id: 1, headline: '' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.headline).toBe(M.headlineRequired);
      expect((await put({ ...base, id: 1 }, agent)).statusCode).toBe(403);
    });
  });

  describe('DELETE /api/notification/{id}', () => {
    it('deletes, then answers 404', async () => {
      const created = await create({});
      const del = () => t.delete(`/api/notification/${created.id}`, cs);
      expect((await del()).statusCode).toBe(204);
      const again = await del();
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(M.notFound);
    });

    it('answers 403 for a client user and 400 for a bad id', async () => {
      const created = await create({});
      const asAgent = await t.delete(`/api/notification/${created.id}`, agent);
      expect(asAgent.statusCode).toBe(403);
      const bad = await t.delete('/api/notification/abc', cs);
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('GET /api/notification/admin', () => {
    it('hides expired notifications unless includeExpired=true', async () => {
      const expired = await create({
        headline: 'Expired one',
        startDate: iso(-10 * DAY),
        endDate: iso(-DAY),
      });
      const future = await create({
        headline: 'Future one',
        startDate: iso(DAY),
        endDate: iso(2 * DAY),
      });
      const list = async (query: string) => {
        const res = await t.get(`/api/notification/admin${query}`, cs);
        expect(res.statusCode).toBe(200);
        return (res.json() as Notification[]).map((n) => n.id);
      };
      const current = await list('');
      expect(current).toContain(future.id);
      expect(current).not.toContain(expired.id);
      expect(await list('?includeExpired=false')).not.toContain(expired.id);
      const all = await list('?includeExpired=true');
      expect(all).toContain(expired.id);
    });

    it('lets product viewers read and refuses client users', async () => {
      const asProduct = await t.get('/api/notification/admin', await t.as('product@example.com'));
      expect(asProduct.statusCode).toBe(200);
      const asAgent = await t.get('/api/notification/admin', agent);
      expect(asAgent.statusCode).toBe(403);
    });

    it('answers 400 for a bad includeExpired', async () => {
      const res = await t.get('/api/notification/admin?includeExpired=maybe', cs);
      expect(res.statusCode).toBe(400);
    });
  });

  describe('GET /api/notification (for a client)', () => {
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      const specs: Record<string, object> = {
        all: { visibility: 'All' },
        agent: { visibility: 'Agent' },
        company: { visibility: 'Company' },
        tx: { visibility: 'State', visibilityValues: ['TX'] },
        ca: { visibility: 'State', visibilityValues: ['CA', 'NY'] },
        active: { visibility: 'Status', visibilityValues: ['ACTIVE'] },
        cancelled: { visibility: 'Status', visibilityValues: ['CANCEL'] },
        expired: { visibility: 'All', startDate: iso(-3 * DAY), endDate: iso(-DAY) },
        future: { visibility: 'All', startDate: iso(DAY), endDate: iso(3 * DAY) },
      };
      for (const [key, spec] of Object.entries(specs)) {
        ids[key] = (await create({ headline: `audience ${key}`, ...spec })).id;
      }
    });

    const seen = async (headers: Record<string, string>, query = '') => {
      const res = await t.get(`/api/notification${query}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      const mine = new Set((res.json() as Notification[]).map((n) => n.id));
      return Object.keys(ids)
        .filter((key) => mine.has(ids[key]!))
        .sort();
    };

    it('an ACTIVE AGENT client in TX gets All, Agent, State TX and Status ACTIVE', async () => {
      expect(await seen(agent)).toEqual(['active', 'agent', 'all', 'tx']);
    });

    it('a CORPORATE client in CA gets All, Company and State CA', async () => {
      expect(await seen(await t.as('corporate@example.com'))).toEqual(['all', 'ca', 'company']);
    });

    it('staff without a client get only the All ones', async () => {
      expect(await seen(cs)).toEqual(['all']);
    });

    it('staff name the client by the clientid header or ?clientId=', async () => {
      expect(await seen({ ...cs, clientid: String(AGENT_CLIENT) })).toEqual([
        'active',
        'agent',
        'all',
        'tx',
      ]);
      expect(await seen(cs, `?clientId=${CORPORATE_CLIENT}`)).toEqual(['all', 'ca', 'company']);
    });

    it('staff naming an unknown client get 404', async () => {
      const res = await t.get('/api/notification', { ...cs, clientid: '99999' });
      expect(res.statusCode).toBe(404);
    });

    it("a client user asking for another client's notifications gets 403", async () => {
      const byQuery = await t.get('/api/notification?clientId=2', agent);
      expect(byQuery.statusCode).toBe(403);
      const byHeader = await t.get('/api/notification', { ...agent, clientid: '2' });
      expect(byHeader.statusCode).toBe(403);
      const own = await t.get('/api/notification', { ...agent, clientid: String(AGENT_CLIENT) });
      expect(own.statusCode).toBe(200);
    });
  });
});
