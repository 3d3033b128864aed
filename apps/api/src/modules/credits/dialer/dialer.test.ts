import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreditEligibility,
  DialerLeadResponse,
  LeadCreditDetail,
  LeadCreditsResponse,
} from '@client-admin/contracts/credits';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import { MESSAGES } from '@client-admin/domain/messages';
import { expectError } from '../../../test/expect-error';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { clientOfLogin } from '../../leads/leads-test-fixtures';
import { balanceOf, insertWebSale, movementsOf, requestCredit } from '../credits-test-fixtures';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

describe('the credit dialer (decision 0044)', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let client: number;
  const dialerLead = async (query = '') => {
    const res = await t.get(`/api/leads/getCreditDialerLead?${query}`, cs);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as DialerLeadResponse).lead;
  };
  const dialerCount = async (query = '') => {
    const res = await t.get(`/api/leads/getCreditDialerLeadCount?${query}`, cs);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { count: number }).count;
  };
  /** Every pending credit, oldest request first, as the list shows them. */
  const pendingOldestFirst = async () =>
    (
      (
        await t.get(`/api/LeadCredit?sortBy=REQUEST_DATE&pageSize=100&from=${daysAgo(365)}`, cs)
      ).json() as LeadCreditsResponse
    ).items;
  const newCredit = async (priceCents: number) => {
    const saleId = await insertWebSale(t.app.database.db, { clientId: client, priceCents });
    return requestCredit(t, agent, saleId, { reason: 'FAKE_NAME', description: 'Mickey Mouse' });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    client = await clientOfLogin(t.app.database.db, 'agent@example.com');
  });
  afterAll(() => t.close());

  describe('GET /api/leads/getCreditDialerLead and getCreditDialerLeadCount', () => {
    it('answers the oldest pending request in full, and how many are pending', async () => {
      const pending = await pendingOldestFirst();
      const lead = await dialerLead();
      expect(lead?.id).toBe(pending[0]!.id);
      const detail = (await t.get(`/api/LeadCredit/${lead!.id}`, cs)).json() as LeadCreditDetail;
      expect(lead).toEqual(detail);
      expect(await dialerCount()).toBe(pending.length);
    });

    it('filters by lead type, client, reason, parent company and cost', async () => {
      const pending = await pendingOldestFirst();
      const oldestWhere = (match: (c: (typeof pending)[number]) => boolean) =>
        pending.find(match)?.id ?? null;
      const cases: [string, (c: (typeof pending)[number]) => boolean][] = [
        ['leadType=Call', (c) => c.serviceType === 'Call'],
        ['leadType=Web&clientId=6', (c) => c.serviceType === 'Web' && c.clientId === 6],
        ['creditReason=FILTER_AGE', (c) => c.reason === 'FILTER_AGE'],
        ['parentCompany=STATEFARM', (c) => c.parentCompany === 'STATEFARM'],
        ['parentCompany=NATIONWIDE&leadType=Call', () => false],
        ['lowCost=15&highCost=15', (c) => c.price === 15],
        ['lowCost=8.5', (c) => c.price >= 8.5],
        ['highCost=8', (c) => c.price <= 8],
      ];
      for (const [query, match] of cases) {
        expect((await dialerLead(query))?.id ?? null, query).toBe(oldestWhere(match));
        expect(await dialerCount(query), query).toBe(pending.filter(match).length);
      }
    });

    it('filters by the client’s credit rate, as the rate the screens show', async () => {
      // An approval gives the client a rate with a fraction.
      const approved = await newCredit(1000);
      await t.post('/api/LeadCredit/decision', cs, {
        pendingCredits: [approved.id],
        isApproved: true,
      });
      const eligibility = await t.get(`/api/clients/${client}/credit_eligibility?product=1`, cs);
      const rate = (eligibility.json() as CreditEligibility).creditRate;
      expect(rate % 1).not.toBe(0);
      const own = `clientId=${client}`;
      const found = await dialerLead(`${own}&lowCR=${Math.floor(rate)}&highCR=${Math.ceil(rate)}`);
      expect(found?.clientId).toBe(client);
      expect(found?.clientCreditRate).toBe(rate);
      expect(await dialerLead(`${own}&lowCR=${Math.ceil(rate)}`)).toBeNull();
      expect(await dialerLead(`${own}&highCR=${Math.floor(rate)}`)).toBeNull();
      expect(await dialerCount(`${own}&lowCR=${Math.ceil(rate)}`)).toBe(0);
      // Client 6 sold a lead lately and had none credited: 0 percent.
      expect((await dialerLead('clientId=6&lowCR=0&highCR=0'))?.clientId).toBe(6);
      expect(await dialerLead('clientId=6&lowCR=1')).toBeNull();
    });

    it('names the field of bad input', async () => {
      const bad = (query: string) => t.get(`/api/leads/getCreditDialerLead?${query}`, cs);
      expectError(await bad('lowCR=20&highCR=10'), 400, M.lowAboveHigh, 'lowCR');
      expectError(await bad('lowCost=40&highCost=10'), 400, M.lowAboveHigh, 'lowCost');
      expectError(
        await bad('lowCR=101'),
        400,
        'lowCR must be a whole percent from 0 to 100',
        'lowCR',
      );
      expectError(await bad('highCR=2.5'), 400, undefined, 'highCR');
      expectError(await bad('lowCost=abc'), 400, undefined, 'lowCost');
      expectError(await bad('highCost=-1'), 400, undefined, 'highCost');
      expectError(await bad('creditReason=NOPE'), 400, M.reasonUnknown, 'creditReason');
      expectError(await bad('leadType=Fax'), 400, undefined, 'leadType');
      expectError(await bad('clientId=0'), 400, undefined, 'clientId');
      expectError(await bad('parentCompany=a%00b'), 400, undefined, 'parentCompany');
      const count = await t.get('/api/leads/getCreditDialerLeadCount?lowCR=9&highCR=1', cs);
      expectError(count, 400, M.lowAboveHigh, 'lowCR');
    });

    it('is staff only', async () => {
      expectError(await t.get('/api/leads/getCreditDialerLead', agent), 403, MESSAGES.forbidden);
      expectError(
        await t.get(`/api/leads/getCreditDialerLeadCount?clientId=${client}`, agent),
        403,
        MESSAGES.forbidden,
      );
    });
  });

  describe('POST /api/leads/{id}/{product}/approvecredit', () => {
    it('approves the lead’s pending credit once: its price back to the balance', async () => {
      const credit = await newCredit(1234);
      const before = await balanceOf(t, cs, client, 1);
      const creditsBefore = await movementsOf(t.app.database.db, client, 'CREDIT');
      const url = `/api/leads/${credit.leadId}/1/approvecredit`;
      const headers = { ...cs, 'idempotency-key': `dialer-${credit.id}` };
      const res = await t.post(url, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'Credit approved.' });
      const replay = await t.post(url, headers);
      expect(replay.json()).toEqual(res.json());
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expectError(await t.post(url, cs), 409, M.notPending);
      expect(await balanceOf(t, cs, client, 1)).toBeCloseTo(before + 12.34, 2);
      expect(await movementsOf(t.app.database.db, client, 'CREDIT')).toBe(creditsBefore + 1);
      expect((await t.get(`/api/LeadCredit/${credit.id}`, cs)).json()).toMatchObject({
        status: 'Approved',
        decidedBy: 'Casey Service',
      });
    });

    it('approves whatever empty denial fields a form sends along (issue 36)', async () => {
      const credit = await newCredit(700);
      const res = await t.post(`/api/leads/${credit.leadId}/1/approvecredit`, cs, {
        reason: '',
        description: '',
        denialReason: '',
        denialDescription: '',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'Credit approved.' });
    });

    it('refuses another product (400), a lead without a credit (404), a client user (403)', async () => {
      const credit = await newCredit(500);
      expectError(
        await t.post(`/api/leads/${credit.leadId}/2/approvecredit`, cs),
        400,
        M.productMismatch,
        'product',
      );
      expectError(
        await t.post(`/api/leads/${credit.leadId}/3/approvecredit`, cs),
        400,
        undefined,
        'product',
      );
      const bare = await insertWebSale(t.app.database.db, { clientId: client });
      expectError(await t.post(`/api/leads/${bare}/1/approvecredit`, cs), 404, M.creditNotFound);
      expectError(await t.post('/api/leads/999999999/1/approvecredit', cs), 404, M.creditNotFound);
      expectError(
        await t.post(`/api/leads/${credit.leadId}/1/approvecredit`, agent),
        403,
        MESSAGES.forbidden,
      );
      expect((await t.get(`/api/LeadCredit/${credit.id}`, cs)).json()).toMatchObject({
        status: 'Pending',
      });
    });
  });

  describe('POST /api/leads/{id}/denycredit', () => {
    it('denies the lead’s pending credit with a reason and a description', async () => {
      const credit = await newCredit(600);
      const before = await balanceOf(t, cs, client, 1);
      const url = `/api/leads/${credit.leadId}/denycredit`;
      expectError(await t.post(url, cs, { reason: 'VALID_LEAD' }), 400, undefined, 'description');
      expectError(
        await t.post(url, cs, { reason: 'VALID_LEAD', description: ' ' }),
        400,
        M.descriptionRequired,
        'description',
      );
      expectError(
        await t.post(url, cs, { reason: 'DUPLICATE', description: 'x' }),
        400,
        M.reasonUnknown,
        'reason',
      );
      // A denial sent with an empty reason, as a form sends it, still needs one (issue 36).
      expectError(
        await t.post(url, cs, { reason: '', description: 'x' }),
        400,
        M.reasonUnknown,
        'reason',
      );
      expectError(
        await t.post(url, agent, { reason: 'VALID_LEAD', description: 'x' }),
        403,
        MESSAGES.forbidden,
      );
      const body = { reason: 'CONSUMER_CONFIRMED', description: 'Confirmed on the call.' };
      const res = await t.post(url, cs, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'Credit denied.' });
      expectError(await t.post(url, cs, body), 409, M.notPending);
      expectError(await t.post('/api/leads/999999999/denycredit', cs, body), 404, M.creditNotFound);
      expect((await t.get(`/api/LeadCredit/${credit.id}`, cs)).json()).toMatchObject({
        status: 'Denied',
        denialReasonText: 'The consumer confirmed the request',
        denialDescription: 'Confirmed on the call.',
      });
      expect(await balanceOf(t, cs, client, 1)).toBeCloseTo(before, 2);
    });
  });
});
