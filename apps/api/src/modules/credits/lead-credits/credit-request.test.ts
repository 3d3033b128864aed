import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditEligibility, LeadCreditItem } from '@client-admin/contracts/credits';
import type { Lead } from '@client-admin/contracts/leads';
import {
  CREDIT_REQUEST_WINDOW_DAYS,
  MAX_CREDIT_RATE_PERCENT,
} from '@client-admin/domain/credits/credit-constants';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import { LEADS_MESSAGES } from '@client-admin/domain/leads/leads-messages';
import { MESSAGES } from '@client-admin/domain/messages';
import { expectError } from '../../../test/expect-error';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { callChannelOf, clientOfLogin, insertCall } from '../../leads/leads-test-fixtures';
import { insertWebSale, requestCredit } from '../credits-test-fixtures';

const DAY = 86_400_000;

describe('a client asks for a lead credit (decision 0044)', () => {
  let t: TestApp;
  let agent: RequestHeaders;
  let corporate: RequestHeaders;
  let inactive: RequestHeaders;
  let cs: RequestHeaders;
  let product: RequestHeaders;
  let agentClient: number;
  let corporateClient: number;
  const ask = (saleId: number, body: object, headers: RequestHeaders = agent) =>
    t.post(`/api/leads/${saleId}/creditrequest`, headers, body);
  const eligibility = (clientId: number, query: string, headers: RequestHeaders = agent) =>
    t.get(`/api/clients/${clientId}/credit_eligibility?${query}`, headers);
  const sale = (clientId: number, spec: { soldAt?: Date; priceCents?: number } = {}) =>
    insertWebSale(t.app.database.db, { clientId, ...spec });

  beforeAll(async () => {
    t = await buildTestApp();
    agent = await t.as('agent@example.com');
    corporate = await t.as('corporate@example.com');
    inactive = await t.as('inactive.agent@example.com');
    cs = await t.as('cs@example.com');
    product = await t.as('product@example.com');
    agentClient = await clientOfLogin(t.app.database.db, 'agent@example.com');
    corporateClient = await clientOfLogin(t.app.database.db, 'corporate@example.com');
  });
  afterAll(() => t.close());

  describe('POST /api/leads/{id}/creditrequest', () => {
    it('records the request of the lead’s client user, and the lead detail shows it', async () => {
      const saleId = await sale(agentClient, { priceCents: 1375 });
      const res = await ask(saleId, { reason: 'DUPLICATE', description: '  Sent twice.  ' });
      expect(res.statusCode, res.body).toBe(201);
      const item = res.json() as LeadCreditItem;
      expect(item).toMatchObject({
        leadId: saleId,
        sessionId: saleId,
        clientId: agentClient,
        clientName: 'Avery Agent',
        serviceType: 'Web',
        price: 13.75,
        reason: 'DUPLICATE',
        reasonText: 'Duplicate lead',
        description: 'Sent twice.',
        requester: 'Avery Agent',
        status: 'Pending',
        outboundCallSid: null,
      });
      expect(Date.now() - Date.parse(item.requestDate)).toBeLessThan(60_000);

      const lead = (await t.get(`/api/leads/${saleId}`, agent)).json() as Lead;
      expect(lead.creditRequest).toEqual({
        reason: 'Duplicate lead',
        description: 'Sent twice.',
        date: item.requestDate,
        requester: 'Avery Agent',
        status: 'Pending',
      });
    });

    it('asks once a lead, ever', async () => {
      const saleId = await sale(agentClient);
      await requestCredit(t, agent, saleId);
      expectError(
        await ask(saleId, { reason: 'FAKE_NAME', description: 'Again' }),
        409,
        M.alreadyRequested,
      );
      expectError(
        await ask(saleId, { reason: 'FAKE_NAME', description: 'Again' }, cs),
        409,
        M.alreadyRequested,
      );
    });

    it('lets staff ask on the client’s behalf, under their own name', async () => {
      const saleId = await sale(agentClient);
      const item = await requestCredit(t, cs, saleId, {
        reason: 'WRONG_ZIP',
        description: 'Asked on the phone.',
      });
      expect(item).toMatchObject({ clientId: agentClient, requester: 'Casey Service' });
    });

    it('refuses another client’s lead (403) and an unknown lead (404)', async () => {
      const saleId = await sale(agentClient);
      const body = { reason: 'DUPLICATE', description: 'Not mine' };
      expectError(await ask(saleId, body, corporate), 403, MESSAGES.forbidden);
      expectError(await ask(999_999_999, body), 404, LEADS_MESSAGES.leadNotFound);
      expect((await t.get(`/api/leads/${saleId}`, agent)).json()).toMatchObject({
        creditRequest: null,
      });
    });

    it('names the field of bad input', async () => {
      const saleId = await sale(agentClient);
      expectError(
        await ask(saleId, { reason: 'NOPE', description: 'x' }),
        400,
        M.reasonUnknown,
        'reason',
      );
      expectError(
        await ask(saleId, { reason: 'CALL_HANG_UP', description: 'A call reason on a web lead' }),
        400,
        M.reasonUnknown,
        'reason',
      );
      expectError(
        await ask(saleId, { reason: 'DUPLICATE', description: '   ' }),
        400,
        M.descriptionRequired,
        'description',
      );
      expectError(
        await ask(saleId, { reason: 'DUPLICATE', description: 'bad\u0000byte' }),
        400,
        undefined,
        'description',
      );
      expectError(
        await ask(saleId, { reason: 'DUPLICATE', description: 'x'.repeat(5000) }),
        400,
        undefined,
        'description',
      );
      expectError(await t.post('/api/leads/abc/creditrequest', agent, {}), 400, undefined, 'id');
      // Nothing was recorded by the refused requests.
      await requestCredit(t, agent, saleId);
    });

    it('refuses a lead sold more than ten days ago, and a lead that was not charged', async () => {
      const old = await sale(agentClient, {
        soldAt: new Date(Date.now() - (CREDIT_REQUEST_WINDOW_DAYS * DAY + 60_000)),
      });
      const body = { reason: 'DUPLICATE', description: 'Late' };
      expectError(await ask(old, body), 409, M.windowClosed);
      const free = await sale(agentClient, { priceCents: 0 });
      expectError(await ask(free, body), 409, M.noPrice);
    });

    it('refuses a client that is not active', async () => {
      const inactiveClient = await clientOfLogin(t.app.database.db, 'inactive.agent@example.com');
      const saleId = await sale(inactiveClient);
      expectError(
        await ask(saleId, { reason: 'DUPLICATE', description: 'x' }, inactive),
        409,
        M.clientInactive,
      );
    });

    it('takes a call lead’s credit with a call reason while the CallCredits flag is on', async () => {
      const db = t.app.database.db;
      const call = await insertCall(db, {
        clientId: agentClient,
        channelId: await callChannelOf(db, agentClient),
        status: 'completed',
        deliveredAt: new Date(Date.now() - 3_600_000),
        sold: true,
        priceCents: 3100,
      });
      const body = { reason: 'DUPLICATE', description: 'A web reason on a call' };
      expectError(await ask(call.saleId!, body), 400, M.reasonUnknown, 'reason');
      const item = await requestCredit(t, agent, call.saleId!, {
        reason: 'CALL_HANG_UP',
        description: 'Hung up at once.',
      });
      expect(item).toMatchObject({ serviceType: 'Call', price: 31, outboundCallSid: call.sid });
    });
  });

  describe('GET /api/clients/{id}/credit_eligibility', () => {
    it('tells the client whether it may ask, its credit rate and the window', async () => {
      const res = await eligibility(agentClient, 'product=1');
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as CreditEligibility;
      expect(body).toMatchObject({ eligible: true, reason: null, windowDays: 10 });
      expect(body.creditRate).toBeGreaterThanOrEqual(0);
      expect(body.creditRate).toBeLessThan(MAX_CREDIT_RATE_PERCENT);
      expect((await eligibility(agentClient, 'product=1', cs)).json()).toEqual(body);
    });

    it('is staff’s or the client’s own: another client is a 403, an unknown one a 404', async () => {
      expectError(await eligibility(corporateClient, 'product=1'), 403, MESSAGES.forbidden);
      expectError(await eligibility(999_999_999, 'product=1', cs), 404);
      expectError(await eligibility(agentClient, 'product=3'), 400, undefined, 'product');
      expectError(await eligibility(agentClient, ''), 400, undefined, 'product');
    });

    it('offers call credits only while the CallCredits flag is on for the client', async () => {
      const rule = await t.post('/api/feature/admin/CallCredits/rules', product, {
        clientId: agentClient,
        enabled: false,
      });
      expect(rule.statusCode, rule.body).toBe(201);
      try {
        expect((await eligibility(agentClient, 'product=2')).json()).toMatchObject({
          eligible: false,
          reason: M.callCreditsOff,
        });
        expect((await eligibility(agentClient, 'product=1')).json()).toMatchObject({
          eligible: true,
        });
        const db = t.app.database.db;
        const call = await insertCall(db, {
          clientId: agentClient,
          channelId: await callChannelOf(db, agentClient),
          status: 'completed',
          deliveredAt: new Date(Date.now() - 3_600_000),
          sold: true,
        });
        const body = { reason: 'CALL_HANG_UP', description: 'Hung up' };
        expectError(await ask(call.saleId!, body), 409, M.callCreditsOff);
      } finally {
        const ruleId = (
          rule.json() as { rules: { id: number; clientId: number | null }[] }
        ).rules.find((r) => r.clientId === agentClient)!.id;
        await t.delete(`/api/feature/admin/CallCredits/rules/${ruleId}`, product);
      }
      expect((await eligibility(agentClient, 'product=2')).json()).toMatchObject({
        eligible: true,
      });
    });

    it('refuses a client whose credited share of its recent leads reached 25 percent', async () => {
      // Five of six new leads credited: at least a quarter, whatever the demo sold it lately.
      const sales = [];
      for (let i = 0; i < 6; i++) sales.push(await sale(corporateClient, { priceCents: 900 }));
      const credits = [];
      for (const saleId of sales.slice(0, 5)) {
        credits.push((await requestCredit(t, corporate, saleId)).id);
      }
      const decided = await t.post('/api/LeadCredit/decision', cs, {
        pendingCredits: credits,
        isApproved: true,
      });
      expect(decided.statusCode, decided.body).toBe(200);
      const body = (
        await eligibility(corporateClient, 'product=1', corporate)
      ).json() as CreditEligibility;
      expect(body).toMatchObject({ eligible: false, reason: M.rateTooHigh });
      expect(body.creditRate).toBeGreaterThanOrEqual(MAX_CREDIT_RATE_PERCENT);
      expectError(
        await ask(sales[5]!, { reason: 'DUPLICATE', description: 'One more' }, corporate),
        409,
        M.rateTooHigh,
      );
    });
  });
});
