import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductData } from '@client-admin/contracts/billing-products';
import type { CardAnswer } from '@client-admin/contracts/billing-cards';
import { CARD_MESSAGES } from '@client-admin/domain/billing/cards/card-messages';
import { PRODUCT_TERMS_MESSAGES as M } from '@client-admin/domain/billing/product-terms';
import { expectError } from '../../../test/expect-error';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { addSandboxCard } from '../cards/cards-test-helpers';
import { clientOfLogin } from '../recharge/recharge-test-helpers';

const terms = (
  over: Partial<ProductData> = {},
  paymentTerms: Partial<ProductData['paymentTerms']> = {},
): ProductData => ({
  productId: 1,
  paymentId: null,
  paymentTerms: {
    method: 'CHARGE_DAY',
    chargeDay: 15,
    rechargeAmount: null,
    rechargeThreshold: 50,
    ...paymentTerms,
  },
  spendLimit: 2500,
  billingType: 'GROUP',
  ...over,
});

describe('GET/PUT /api/Products/{id}', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let client: number;
  let other: number;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    client = await clientOfLogin(t, 'agent@example.com');
    other = await clientOfLogin(t, 'corporate@example.com');
  });
  afterAll(() => t.close());

  it('reads the defaults until staff set terms: check, client billing, threshold 50', async () => {
    const res = await t.get(`/api/Products/${client}`, agent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(
      [1, 2].map((productId) => ({
        productId,
        paymentId: null,
        paymentTerms: {
          method: 'CHECK',
          chargeDay: null,
          rechargeAmount: null,
          rechargeThreshold: 50,
        },
        spendLimit: null,
        billingType: 'CLIENT',
      })),
    );
  });

  it('lets staff set charge day, recharge, spend limit, billing type and card', async () => {
    const card = ((await addSandboxCard(t, cs, client)).json() as CardAnswer).card;
    const body = [
      terms(),
      terms(
        { productId: 2, paymentId: card.paymentId, spendLimit: null, billingType: 'FARMERS_BMP' },
        { method: 'RECHARGE', chargeDay: null, rechargeAmount: 20000, rechargeThreshold: 0 },
      ),
    ];
    const res = await t.put(`/api/products/${client}`, cs, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(body);
    expect((await t.get(`/api/Products/${client}`, agent)).json()).toEqual(body);
  });

  it('answers 400 naming the field: charge day, recharge amount, billing type, unknown card', async () => {
    expectError(
      await t.put(`/api/Products/${client}`, cs, [terms({}, { chargeDay: 2 })]),
      400,
      M.chargeDay,
      '0.paymentTerms.chargeDay',
    );
    expectError(
      await t.put(`/api/Products/${client}`, cs, [
        terms({}, { method: 'RECHARGE', chargeDay: null, rechargeAmount: 200 }),
      ]),
      400,
      M.rechargeAmount,
      '0.paymentTerms.rechargeAmount',
    );
    expectError(
      await t.put(`/api/Products/${client}`, cs, [terms({}, { method: 'CHECK', chargeDay: 5 })]),
      400,
      M.noChargeDay,
      '0.paymentTerms.chargeDay',
    );
    expectError(
      await t.put(`/api/Products/${client}`, cs, [terms({ billingType: 'NOPE' as never })]),
      400,
      undefined,
      '0.billingType',
    );
    expectError(
      await t.put(`/api/Products/${client}`, cs, [terms({ spendLimit: 1.005 })]),
      400,
      'Spend limit may have at most two decimals',
      '0.spendLimit',
    );
    expectError(
      await t.put(`/api/Products/${client}`, cs, [terms({ paymentId: 999_999 })]),
      400,
      CARD_MESSAGES.cardNotFound,
      '0.paymentId',
    );
  });

  it('refuses client users the PUT and other clients (403), unknown clients (404)', async () => {
    expectError(await t.put(`/api/Products/${client}`, agent, [terms()]), 403);
    expectError(await t.get(`/api/Products/${other}`, agent), 403);
    expectError(await t.get('/api/Products/999999', cs), 404);
    expectError(await t.put('/api/Products/999999', cs, [terms()]), 404);
  });
});
