import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ClientPromo, GrantPromoResponse } from '@client-admin/contracts/billing-promos';
import { PROMO_DEFINITION_MESSAGES as D } from '@client-admin/domain/billing/promo-definitions';
import { PROMO_MESSAGES as P } from '@client-admin/domain/billing/promos';
import { ledgerTransactions } from '../../../db/schema/billing';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { expectError } from '../../../test/expect-error';
import type { RequestHeaders } from '../../../test/test-requests';
import { clientOfLogin } from '../recharge/recharge-test-helpers';

describe('promos', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let agentClient: number;
  let otherClient: number;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    agentClient = await clientOfLogin(t, 'agent@example.com');
    otherClient = await clientOfLogin(t, 'corporate@example.com');
  });
  afterAll(() => t.close());

  const balance = async (clientId: number, product = 1) =>
    (await t.get(`/api/billing/${clientId}/balance/${product}`, cs)).json().balance as number;
  const grant = (clientId: number, body: object, headers: RequestHeaders = cs) =>
    t.post(`/api/clients/${clientId}/promos`, headers, body);

  describe('POST /api/clients/{id}/promos', () => {
    it('grants a fixed promo as its own PROMO ledger entry and lists it', async () => {
      const before = await balance(agentClient);
      const res = await grant(agentClient, { PromoCode: 'PROMO150', Service: 1 });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json() as GrantPromoResponse;
      expect(body.message).toBe(D.granted);
      expect(body.promo).toMatchObject({ code: 'PROMO150', amount: 150, productType: 1 });
      expect(await balance(agentClient)).toBeCloseTo(before + 150, 2);
      const [tx] = await t.app.database.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.id, body.promo.transactionId!));
      expect(tx).toMatchObject({ kind: 'PROMO', promoCode: 'PROMO150', clientId: agentClient });
      const list = (
        await t.get(`/api/clients/${agentClient}/promos`, agent)
      ).json() as ClientPromo[];
      expect(list[0]).toMatchObject({ code: 'PROMO150', amount: 150, createdBy: 'cs@example.com' });
    });

    it('takes the custom amount, and refuses a fixed promo of another amount', async () => {
      const custom = await grant(agentClient, { PromoCode: 'CUSTOM', Service: 2, Amount: 12.5 });
      expect(custom.statusCode, custom.body).toBe(201);
      expectError(
        await grant(agentClient, { PromoCode: 'CUSTOM', Service: 2 }),
        400,
        'Enter the custom promo amount',
        'Amount',
      );
      expectError(
        await grant(agentClient, { PromoCode: 'PROMO25', Service: 1, Amount: 30 }),
        400,
        P.fixedAmount('PROMO25', 2_500),
        'Amount',
      );
    });

    it('answers 400 naming the field, 404, 403', async () => {
      expectError(
        await grant(agentClient, { PromoCode: 'NOPE', Service: 1 }),
        400,
        P.unknownCode,
        'PromoCode',
      );
      expectError(
        await grant(agentClient, { PromoCode: '', Service: 1 }),
        400,
        P.codeRequired,
        'PromoCode',
      );
      const service = await grant(agentClient, { PromoCode: 'PROMO25', Service: 3 });
      expect(Object.keys(service.json().errors)).toEqual(['Service']);
      expectError(
        await grant(agentClient, { PromoCode: 'PROMO0', Service: 1 }),
        400,
        D.zeroPromoOnly,
        'PromoCode',
      );
      expect((await grant(999_999, { PromoCode: 'PROMO25', Service: 1 })).statusCode).toBe(404);
      expectError(await grant(agentClient, { PromoCode: 'PROMO25', Service: 1 }, agent), 403);
    });

    it('moves the money once for one Idempotency-Key', async () => {
      const promoRows = () =>
        t.app.database.db
          .select()
          .from(ledgerTransactions)
          .where(
            and(eq(ledgerTransactions.clientId, otherClient), eq(ledgerTransactions.kind, 'PROMO')),
          );
      const rowsBefore = (await promoRows()).length;
      const before = await balance(otherClient);
      const headers = { ...cs, 'idempotency-key': 'promo-once-1' };
      const first = await grant(otherClient, { PromoCode: 'PROMO50', Service: 1 }, headers);
      const again = await grant(otherClient, { PromoCode: 'PROMO50', Service: 1 }, headers);
      expect(first.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(await balance(otherClient)).toBeCloseTo(before + 50, 2);
      expect(await promoRows()).toHaveLength(rowsBefore + 1);
    });
  });

  describe('GET /api/clients/{id}/promos', () => {
    it("lets the agent read its own promos and not another client's", async () => {
      expect((await t.get(`/api/clients/${agentClient}/promos`, agent)).statusCode).toBe(200);
      expectError(await t.get(`/api/clients/${otherClient}/promos`, agent), 403);
      expect((await t.get('/api/clients/999999/promos', cs)).statusCode).toBe(404);
      const bad = await t.get('/api/clients/abc/promos', cs);
      expect(Object.keys(bad.json().errors)).toEqual(['id']);
    });
  });

  describe('POST /api/Promo/zeropromo', () => {
    it('records a promo worth $0 without a ledger entry', async () => {
      const before = await balance(agentClient, 2);
      const res = await t.post('/api/Promo/zeropromo', cs, { clientId: agentClient, Service: 2 });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().promo).toMatchObject({ code: 'PROMO0', amount: 0, transactionId: null });
      expect(await balance(agentClient, 2)).toBe(before);
      expectError(
        await t.post('/api/Promo/zeropromo', cs, {
          clientId: agentClient,
          Service: 2,
          PromoCode: 'PROMO25',
        }),
        400,
        D.notZero,
        'PromoCode',
      );
      const bad = await t.post('/api/Promo/zeropromo', cs, { Service: 2 });
      expect(Object.keys(bad.json().errors)).toEqual(['clientId']);
      expect(
        (await t.post('/api/Promo/zeropromo', cs, { clientId: 999_999, Service: 2 })).statusCode,
      ).toBe(404);
      expectError(
        await t.post('/api/Promo/zeropromo', agent, { clientId: agentClient, Service: 2 }),
        403,
      );
    });
  });

  describe('promo definitions', () => {
    it('creates a promo of a seed cost, reads, renames and reprices it', async () => {
      const res = await t.post('/api/Promo/createpromo', cs, {
        code: 'spring100',
        name: 'Spring $100',
        amount: 100,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ code: 'SPRING100', name: 'Spring $100', amount: 100 });
      expect((await t.get('/api/Promo/SPRING100/promo', agent)).json()).toMatchObject({
        amount: 100,
      });
      const listed = (await t.get('/api/clients/promos', agent)).json() as { code: string }[];
      expect(listed.at(-1)?.code).toBe('SPRING100');
      const renamed = await t.post('/api/Promo/SPRING100/promo', cs, {
        name: 'Spring $150',
        amount: 150,
      });
      expect(renamed.json()).toEqual({ code: 'SPRING100', name: 'Spring $150', amount: 150 });
      const granted = await grant(agentClient, { PromoCode: 'SPRING100', Service: 1 });
      expect(granted.json().promo.amount).toBe(150);
    });

    it('answers 400 naming the field, 409, 404, 403', async () => {
      expectError(
        await t.post('/api/Promo/createpromo', cs, { code: 'ODD', name: 'Odd', amount: 30 }),
        400,
        D.costNotListed,
        'amount',
      );
      expectError(
        await t.post('/api/Promo/createpromo', cs, { code: 'a-b', name: 'x', amount: 25 }),
        400,
        D.codeFormat,
        'code',
      );
      expectError(
        await t.post('/api/Promo/createpromo', cs, { code: 'PROMO25', name: 'x', amount: 25 }),
        409,
        D.codeTaken,
      );
      expectError(
        await t.post('/api/Promo/PROMO25/promo', cs, { name: 'Mine', amount: 25 }),
        409,
        D.builtInFixed,
      );
      expectError(await t.get('/api/Promo/NOSUCH/promo', cs), 404, D.promoNotFound);
      expectError(await t.post('/api/Promo/NOSUCH/promo', cs, { name: 'x', amount: 25 }), 404);
      expectError(
        await t.post('/api/Promo/createpromo', agent, { code: 'MINE', name: 'x', amount: 25 }),
        403,
      );
    });
  });
});
