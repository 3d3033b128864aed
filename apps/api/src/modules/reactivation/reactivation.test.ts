import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Card } from '@client-admin/contracts/billing-cards';
import type { ChannelSummary } from '@client-admin/contracts/channels';
import type {
  BeginReactivationAnswer,
  BeginReactivationRequest,
  ReactivationLog,
  ReactivationPaymentInfo,
} from '@client-admin/contracts/reactivation';
import { REACTIVATION_MESSAGES as M } from '@client-admin/domain/reactivation/reactivation-messages';
import { channels } from '../../db/schema/channels';
import { clients } from '../../db/schema/clients';
import { ledgerTransactions } from '../../db/schema/billing';
import { expectError } from '../../test/expect-error';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';
import { addSandboxCard } from '../billing/cards/cards-test-helpers';
import { clientOfLogin } from '../billing/recharge/recharge-test-helpers';

describe('self-service reactivation', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let inactive: RequestHeaders;
  let clientId: number;
  let agentClient: number;
  let web: ChannelSummary[];
  let call: ChannelSummary[];
  let goodCard: Card;
  let badCard: Card;
  const address = {
    address1: '9 Elm St',
    address2: 'Suite 2',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
  };

  const clientOf = (email: string) => clientOfLogin(t, email);
  const balanceOf = async (productType: number) =>
    (await t.get(`/api/billing/${clientId}/balance/${productType}`, cs)).json() as {
      balance: number;
    };
  const statusOf = async () => {
    const [row] = await t.app.database.db
      .select({ status: clients.status })
      .from(clients)
      .where(eq(clients.id, clientId));
    return row!.status;
  };
  const channelStatuses = async (ids: number[]) =>
    (
      await t.app.database.db
        .select({ status: channels.status })
        .from(channels)
        .where(inArray(channels.id, ids))
    ).map((r) => r.status);
  const addCard = async (number: string) => {
    const res = await addSandboxCard(t, inactive, clientId, number);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { card: Card }).card;
  };
  const body = (
    overrides: Partial<BeginReactivationRequest> = {},
    card: Card = goodCard,
  ): BeginReactivationRequest => ({
    clientId,
    address,
    products: [
      { productType: 1, cardId: card.paymentId, depositAmount: 150, channelIds: [web[0]!.id] },
      { productType: 2, cardId: card.paymentId, depositAmount: 100, channelIds: [call[0]!.id] },
    ],
    ...overrides,
  });
  const begin = (payload: object, headers: RequestHeaders = inactive) =>
    t.post('/api/reactivation/begin', headers, payload);

  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    inactive = await t.as('inactive.agent@example.com');
    clientId = await clientOf('inactive.agent@example.com');
    agentClient = await clientOf('agent@example.com');
    const list = (
      await t.get(`/api/LeadType/client/${clientId}?noGeoMaps=true`, inactive)
    ).json() as ChannelSummary[];
    web = list.filter((c) => c.productTypeId === 1 && c.hasActivePackage);
    call = list.filter((c) => c.productTypeId === 2 && c.hasActivePackage);
    expect(web.length).toBeGreaterThan(0);
    expect(call.length).toBeGreaterThan(0);
    // Both reactivated channels start paused, so the test sees them become ACTIVE.
    await t.app.database.db
      .update(channels)
      .set({ status: 'INACTIVE' })
      .where(inArray(channels.id, [web[0]!.id, call[0]!.id]));
    badCard = await addCard('4000000000000002');
    goodCard = await addCard('4111111111111111');
  });
  afterAll(() => t.close());

  describe('GET /api/reactivation/{clientId}/reactivation-payment-info', () => {
    it("answers the client's billing type, cards, address and products", async () => {
      const res = await t.get(`/api/reactivation/${clientId}/reactivation-payment-info`, inactive);
      expect(res.statusCode, res.body).toBe(200);
      const info = res.json() as ReactivationPaymentInfo;
      expect(info).toMatchObject({
        clientId,
        billingType: 'CC',
        isCardBilling: true,
        isEligibleForReactivation: true,
        billingLabel: null,
      });
      expect(info.cards.map((c) => c.cardNumberDisplay).sort()).toEqual(['XXXX0002', 'XXXX1111']);
      expect(info.products.map((p) => [p.productType, p.name])).toEqual([
        [1, 'Web Leads'],
        [2, 'Call Leads'],
      ]);
      expect(info.products[0]!.paymentId).toBe(badCard.paymentId); // the first card is primary
    });

    it('shows the co-op or folio label for non-card billing', async () => {
      const db = t.app.database.db;
      await db.update(clients).set({ billingType: 'GROUP' }).where(eq(clients.id, clientId));
      try {
        const info = (
          await t.get(`/api/reactivation/${clientId}/reactivation-payment-info`, inactive)
        ).json() as ReactivationPaymentInfo;
        expect(info.isCardBilling).toBe(false);
        expect(info.billingLabel).toBe(M.coopBillingLabel);
        await db.update(clients).set({ farmersFolio: 'F-1' }).where(eq(clients.id, clientId));
        const folio = (
          await t.get(`/api/reactivation/${clientId}/reactivation-payment-info`, inactive)
        ).json() as ReactivationPaymentInfo;
        expect(folio.billingLabel).toBe(M.folioBillingLabel);
      } finally {
        await db
          .update(clients)
          .set({ billingType: 'CC', farmersFolio: null })
          .where(eq(clients.id, clientId));
      }
    });

    it("refuses another client's info, an unknown client and a bad id", async () => {
      expectError(
        await t.get(`/api/reactivation/${agentClient}/reactivation-payment-info`, inactive),
        403,
      );
      expectError(
        await t.get('/api/reactivation/999999/reactivation-payment-info', cs),
        404,
        'Invalid ClientID',
      );
      expectError(await t.get('/api/reactivation/abc/reactivation-payment-info', cs), 400);
    });
  });

  describe('POST /api/reactivation/begin', () => {
    it('refuses bad input with a 400 naming the field', async () => {
      expectError(
        await begin(
          body({
            products: [
              {
                productType: 1,
                cardId: goodCard.paymentId,
                depositAmount: 99,
                channelIds: [web[0]!.id],
              },
            ],
          }),
        ),
        400,
        'Web Leads deposit amount must be at least 100',
        'products.0.depositAmount',
      );
      expectError(
        await begin(
          body({
            products: [
              {
                productType: 1,
                cardId: goodCard.paymentId,
                depositAmount: 150.123,
                channelIds: [web[0]!.id],
              },
            ],
          }),
        ),
        400,
        M.amountDecimals,
        'products.0.depositAmount',
      );
      expectError(
        await begin(
          body({
            products: [
              { productType: 1, cardId: null, depositAmount: 150, channelIds: [web[0]!.id] },
            ],
          }),
        ),
        400,
        'Web Leads payment method must be selected',
        'products.0.cardId',
      );
      expectError(
        await begin(
          body({
            products: [
              { productType: 1, cardId: goodCard.paymentId, depositAmount: 150, channelIds: [] },
            ],
          }),
        ),
        400,
        M.noChannelsSelected,
        'products',
      );
      expectError(
        await begin(body({ address: { ...address, zip: '7870a' } })),
        400,
        'Should only contain digits',
        'address.zip',
      );
      expectError(
        await begin(
          body({
            products: [
              {
                productType: 2,
                cardId: goodCard.paymentId,
                depositAmount: 150,
                channelIds: [web[0]!.id],
              },
            ],
          }),
        ),
        400,
        M.channelWrongProduct('Call Leads'),
        'products.0.channelIds',
      );
    });

    it('refuses a channel without an active filter package', async () => {
      const db = t.app.database.db;
      const [row] = await db
        .select({ packageId: channels.packageId })
        .from(channels)
        .where(eq(channels.id, web[0]!.id));
      await db.update(channels).set({ packageId: null }).where(eq(channels.id, web[0]!.id));
      try {
        expectError(await begin(body()), 400, M.channelNeedsPackage, 'products.0.channelIds');
      } finally {
        await db
          .update(channels)
          .set({ packageId: row!.packageId })
          .where(eq(channels.id, web[0]!.id));
      }
    });

    it('answers 404 for an unknown channel or card, 403 for another client', async () => {
      expectError(
        await begin(
          body({
            products: [
              {
                productType: 1,
                cardId: goodCard.paymentId,
                depositAmount: 150,
                channelIds: [999999],
              },
            ],
          }),
        ),
        404,
        M.channelNotFound,
      );
      expectError(
        await begin(
          body({
            products: [
              { productType: 1, cardId: 999999, depositAmount: 150, channelIds: [web[0]!.id] },
            ],
          }),
        ),
        404,
        M.cardNotFound,
      );
      expectError(await begin({ ...body(), clientId: agentClient }, inactive), 403);
      const agentChannels = (
        await t.get(`/api/LeadType/client/${agentClient}?noGeoMaps=true`, agent)
      ).json() as ChannelSummary[];
      const foreign = agentChannels.find((c) => c.productTypeId === 1)!;
      expectError(
        await begin(
          body({
            products: [
              {
                productType: 1,
                cardId: goodCard.paymentId,
                depositAmount: 150,
                channelIds: [foreign.id],
              },
            ],
          }),
        ),
        403,
      );
    });

    it('is never for staff (403), and an active client has nothing to reactivate (409)', async () => {
      expectError(await begin(body(), cs), 403, M.staffNotAllowed);
      expectError(await begin({ ...body(), clientId: agentClient }, agent), 409, M.alreadyActive);
    });

    it('fails whole on a declined card with the provider message, writing only a log row', async () => {
      const before = await t.app.database.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.clientId, clientId));
      const webBefore = await balanceOf(1);
      const res = await begin(body({}, badCard), {
        ...inactive,
        'Idempotency-Key': 'rea-declined-1',
      });
      expectError(res, 422, 'This transaction has been declined.');
      expect((res.json() as { errors: Record<string, string> }).errors).toEqual({
        E00027: 'This transaction has been declined.',
      });
      expect(await statusOf()).toBe('INACTIVE');
      expect(await channelStatuses([web[0]!.id, call[0]!.id])).toEqual(['INACTIVE', 'INACTIVE']);
      expect((await balanceOf(1)).balance).toBe(webBefore.balance);
      const after = await t.app.database.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.clientId, clientId));
      expect(after.length).toBe(before.length);
      const logs = (
        await t.get(`/api/ReactivationLogs/${clientId}`, inactive)
      ).json() as ReactivationLog[];
      expect(logs[0]).toMatchObject({
        event: 'BEGIN_FAILED',
        message: 'This transaction has been declined.',
      });
    });

    it('charges the deposits, reactivates the channels and the client, and replays a retry', async () => {
      const webBefore = (await balanceOf(1)).balance;
      const callBefore = (await balanceOf(2)).balance;
      // The same key after the declined attempt: the failed request stored nothing, so it runs.
      const headers = { ...inactive, 'Idempotency-Key': 'rea-declined-1' };
      const res = await begin(body(), headers);
      expect(res.statusCode, res.body).toBe(201);
      const answer = res.json() as BeginReactivationAnswer;
      expect(answer).toMatchObject({
        message: 'Reactivation Complete',
        isReactivated: true,
        status: 'ACTIVE',
      });
      expect(answer.products.map((p) => [p.productType, p.depositAmount, p.balance])).toEqual([
        [1, 150, webBefore + 150],
        [2, 100, callBefore + 100],
      ]);
      expect((await balanceOf(1)).balance).toBe(webBefore + 150);
      expect(await statusOf()).toBe('ACTIVE');
      expect(await channelStatuses([web[0]!.id, call[0]!.id])).toEqual(['ACTIVE', 'ACTIVE']);
      const [client] = await t.app.database.db
        .select()
        .from(clients)
        .where(eq(clients.id, clientId));
      expect(client).toMatchObject({ address1: '9 Elm St', address2: 'Suite 2', zip: '78701' });

      const retry = await begin(body(), headers);
      expect(retry.statusCode, retry.body).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(answer);
      expect((await balanceOf(1)).balance).toBe(webBefore + 150);
      const charges = await t.app.database.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.clientId, clientId));
      expect(charges.filter((c) => c.kind === 'CARD_CHARGE')).toHaveLength(2);

      expectError(await begin(body({ address: { ...address, city: 'Dallas' } }), headers), 422);
      expectError(await begin(body(), inactive), 409, M.alreadyActive);
    });
  });

  describe('ReactivationLogs', () => {
    it('records a step of the dialog and lists the log, newest first', async () => {
      const res = await t.post('/api/ReactivationLogs', inactive, {
        clientId,
        step: 'payment',
        message: 'opened',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        clientId,
        event: 'STEP',
        step: 'payment',
        message: 'opened',
      });
      const logs = (
        await t.get(`/api/ReactivationLogs/${clientId}`, cs)
      ).json() as ReactivationLog[];
      expect(logs.map((l) => l.event)).toEqual(['STEP', 'BEGIN_SUCCEEDED', 'BEGIN_FAILED']);
    });

    it('refuses bad input, unknown and other clients', async () => {
      expectError(
        await t.post('/api/ReactivationLogs', inactive, { clientId, step: 'nowhere' }),
        400,
      );
      expectError(
        await t.post('/api/ReactivationLogs', inactive, { clientId: agentClient, step: 'payment' }),
        403,
      );
      expectError(await t.get(`/api/ReactivationLogs/${agentClient}`, inactive), 403);
      expectError(await t.get('/api/ReactivationLogs/999999', cs), 404, 'Invalid ClientID');
    });
  });
});
