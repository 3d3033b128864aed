import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LeadCreditDetail,
  LeadCreditItem,
  LeadCreditsResponse,
  TopReason,
} from '@client-admin/contracts/credits';
import { TOP_CREDIT_REASONS } from '@client-admin/domain/credits/credit-constants';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import { LEADS_MESSAGES } from '@client-admin/domain/leads/leads-messages';
import { MESSAGES } from '@client-admin/domain/messages';
import { expectError } from '../../../test/expect-error';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { clientOfLogin } from '../../leads/leads-test-fixtures';
import { insertWebSale, requestCredit } from '../credits-test-fixtures';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

describe('the lead credit screens (decision 0044)', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let client: number;
  /** Two requests of this file, the newest last. */
  let ours: LeadCreditItem[];
  const list = async (query = '') => {
    const res = await t.get(`/api/LeadCredit?${query}`, cs);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LeadCreditsResponse;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    client = await clientOfLogin(t.app.database.db, 'agent@example.com');
    ours = [];
    for (const [priceCents, reason] of [
      [2150, 'DISCONNECTED_PHONE'],
      [150, 'FAKE_NAME'],
    ] as const) {
      const saleId = await insertWebSale(t.app.database.db, { clientId: client, priceCents });
      ours.push(await requestCredit(t, agent, saleId, { reason, description: `Test ${reason}` }));
    }
  });
  afterAll(() => t.close());

  describe('GET /api/LeadCredit', () => {
    it('lists the pending requests of the last month, newest first, ten a page', async () => {
      const body = await list();
      expect(body.metaData).toMatchObject({ page: 1, pageSize: 10 });
      expect(body.items.slice(0, 2)).toEqual([ours[1], ours[0]]);
      expect(body.items.every((i) => i.status === 'Pending')).toBe(true);
      const dates = body.items.map((i) => i.requestDate);
      expect(dates).toEqual([...dates].sort().reverse());
      const oldest = Date.parse(dates.at(-1)!);
      expect(oldest).toBeGreaterThan(Date.now() - 32 * DAY);
      // The demo's pending requests of clients 1, 4 and 6 are there too.
      expect(new Set(body.items.map((i) => i.clientId))).toEqual(new Set([1, 4, 6]));
      expect(body.metaData.totalRecords).toBe(body.items.length);
    });

    it('pages', async () => {
      const all = await list();
      const second = await list('pageSize=2&pageNum=2');
      expect(second.items).toEqual(all.items.slice(2, 4));
      expect(second.metaData).toMatchObject({
        page: 2,
        pageSize: 2,
        totalRecords: all.metaData.totalRecords,
        totalPages: Math.ceil(all.metaData.totalRecords / 2),
      });
    });

    it('sorts by request date, price, client and reason', async () => {
      const byDate = (await list('sortBy=REQUEST_DATE')).items.map((i) => i.requestDate);
      expect(byDate).toEqual([...byDate].sort());
      const byPrice = (await list('sortBy=PRICE')).items.map((i) => i.price);
      expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
      expect(byPrice[0]).toBe(1.5);
      const byClient = (await list('sortBy=-CLIENT')).items.map((i) => i.clientName);
      expect(byClient).toEqual([...byClient].sort((a, b) => b.localeCompare(a, 'en')));
      const byReason = (await list('sortBy=REASON')).items.map((i) => i.reasonText);
      expect(byReason).toEqual([...byReason].sort((a, b) => a.localeCompare(b, 'en')));
    });

    it('shows one status, over the request days asked for', async () => {
      const wide = `from=${daysAgo(60)}`;
      const approved = await list(`status=Approved&${wide}`);
      expect(approved.items.map((i) => [i.clientId, i.reason, i.status])).toEqual([
        [1, 'WRONG_NUMBER', 'Approved'],
      ]);
      const denied = await list(`status=Denied&${wide}`);
      expect(denied.items.map((i) => [i.clientId, i.reason, i.status])).toEqual([
        [4, 'POLICYHOLDER', 'Denied'],
      ]);
      const beforeToday = await list(`from=${daysAgo(60)}&to=${daysAgo(1)}`);
      expect(beforeToday.items.map((i) => i.id)).not.toContain(ours[0]!.id);
      expect(beforeToday.items.length).toBeGreaterThan(0);
      expect((await list(`from=${daysAgo(0)}&to=${daysAgo(0)}`)).items).toEqual([ours[1], ours[0]]);
    });

    it('searches a client id, or text of the client name, the channel or the reason', async () => {
      const byId = await list('search=6');
      expect(byId.items.map((i) => i.clientId)).toContain(6);
      const byName = await list('search=AVERY');
      expect(byName.items.length).toBeGreaterThan(0);
      expect(byName.items.every((i) => i.clientName === 'Avery Agent')).toBe(true);
      const byReason = await list('search=disconnected');
      expect(byReason.items).toEqual([ours[0]]);
      const byChannel = await list(`search=${encodeURIComponent(ours[0]!.channelName)}`);
      expect(byChannel.items.map((i) => i.id)).toContain(ours[0]!.id);
      expect(byChannel.items.every((i) => i.channelName === ours[0]!.channelName)).toBe(true);
      // LIKE's wildcards are text like any other.
      expect((await list('search=%25')).items).toEqual([]);
      expect((await list('search=_')).items).toEqual([]);
    });

    it('names the field of bad input', async () => {
      const bad = (query: string) => t.get(`/api/LeadCredit?${query}`, cs);
      expectError(await bad('pageSize=100000'), 400, undefined, 'pageSize');
      expectError(await bad('pageNum=0'), 400, undefined, 'pageNum');
      expectError(await bad('sortBy=NAME'), 400, undefined, 'sortBy');
      expectError(await bad('status=Open'), 400, undefined, 'status');
      expectError(
        await bad(`from=${daysAgo(1)}&to=${daysAgo(2)}`),
        400,
        LEADS_MESSAGES.fromAfterTo,
        'from',
      );
      expectError(await bad('from=yesterday'), 400, undefined, 'from');
      expectError(await bad('search=a%00b'), 400, undefined, 'search');
      expectError(await bad(`search=${'x'.repeat(1000)}`), 400, undefined, 'search');
    });

    it('is staff only', async () => {
      expectError(await t.get('/api/LeadCredit', agent), 403, MESSAGES.forbidden);
      const res = await t.get('/api/LeadCredit');
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toContain('invalid_token');
    });
  });

  describe('GET /api/LeadCredit/{id}', () => {
    it('shows a credit in full, with its client’s credit rate', async () => {
      const res = await t.get(`/api/LeadCredit/${ours[0]!.id}`, cs);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as LeadCreditDetail;
      expect(body).toMatchObject({
        ...ours[0],
        consumerName: expect.stringMatching(/^Robin Credit\d+$/),
        consumerPhone: '(512) 555-0177',
        stateAbbreviation: 'TX',
        zipCode: '78701',
        decidedAt: null,
        decidedBy: null,
        denialReason: null,
        denialReasonText: null,
        denialDescription: null,
      });
      expect(Date.parse(body.soldAt)).toBeLessThan(Date.parse(body.requestDate));
      const eligibility = await t.get(`/api/clients/${client}/credit_eligibility?product=1`, cs);
      expect(body.clientCreditRate).toBe(eligibility.json().creditRate);
    });

    it('shows a denied credit’s decision', async () => {
      const [denied] = (await list(`status=Denied&from=${daysAgo(60)}`)).items;
      const body = (await t.get(`/api/LeadCredit/${denied!.id}`, cs)).json() as LeadCreditDetail;
      expect(body).toMatchObject({
        status: 'Denied',
        decidedBy: 'Cameron Admin',
        denialReason: 'VALID_LEAD',
        denialReasonText: 'The lead is valid',
      });
    });

    it('is a 404 for an unknown credit, a 400 for a bad id, a 403 for a client user', async () => {
      expectError(await t.get('/api/LeadCredit/999999999', cs), 404, M.creditNotFound);
      expectError(await t.get('/api/LeadCredit/abc', cs), 400, undefined, 'id');
      expectError(await t.get(`/api/LeadCredit/${ours[0]!.id}`, agent), 403, MESSAGES.forbidden);
    });
  });

  describe('GET /api/LeadCredit/top', () => {
    it('counts the reasons of the requests of the last month, most frequent first', async () => {
      const res = await t.get('/api/LeadCredit/top', cs);
      expect(res.statusCode, res.body).toBe(200);
      const top = res.json() as TopReason[];
      expect(top.length).toBeLessThanOrEqual(TOP_CREDIT_REASONS);
      const counts = top.map((r) => r.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(top).toContainEqual({
        reason: 'DISCONNECTED_PHONE',
        reasonText: 'Phone disconnected',
        serviceType: 'Web',
        count: 1,
      });
      expect(top).toContainEqual(
        expect.objectContaining({ reason: 'CALL_HANG_UP', serviceType: 'Call' }),
      );
      const today = (await t.get(`/api/LeadCredit/top?from=${daysAgo(0)}`, cs)).json();
      expect((today as TopReason[]).map((r) => r.reason).sort()).toEqual([
        'DISCONNECTED_PHONE',
        'FAKE_NAME',
      ]);
    });

    it('names a bad range and is staff only', async () => {
      expectError(
        await t.get(`/api/LeadCredit/top?from=${daysAgo(0)}&to=${daysAgo(3)}`, cs),
        400,
        LEADS_MESSAGES.fromAfterTo,
        'from',
      );
      expectError(await t.get('/api/LeadCredit/top', agent), 403, MESSAGES.forbidden);
    });
  });
});
