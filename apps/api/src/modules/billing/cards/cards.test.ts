import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Card, CardAnswer } from '@client-admin/contracts/billing-cards';
import { MAX_CARDS } from '@client-admin/domain/billing/cards/card-constants';
import { CARD_MESSAGES as M } from '@client-admin/domain/billing/cards/card-messages';
import { tokenizeSandboxCard } from '../../../adapters/card-vault/sandbox-card-vault';
import {
  cards as cardsTable,
  customerServiceAlerts,
  sandboxVaultPaymentProfiles,
} from '../../../db/schema/billing-cards';
import { mailOutbox } from '../../../db/schema/mail';
import { expectError } from '../../../test/expect-error';
import { clientOfLogin } from '../recharge/recharge-test-helpers';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { addSandboxCard, cardBody, NEXT_YEAR, sandboxToken } from './cards-test-helpers';

describe('cards through the sandbox vault', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let agentClient: number;
  let otherClient: number;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    agentClient = await clientOf('agent@example.com');
    otherClient = await clientOf('corporate@example.com');
  });
  afterAll(() => t.close());

  const clientOf = (email: string) => clientOfLogin(t, email);

  const profileIdOf = async (cardId: number) =>
    (
      await t.app.database.db
        .select({ id: cardsTable.paymentProfileId })
        .from(cardsTable)
        .where(eq(cardsTable.id, cardId))
    )[0]!.id;

  const cardsOf = async (clientId: number, headers = cs) => {
    const res = await t.get(`/api/billing/${clientId}/cards?noCache=1`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Card[];
  };

  describe('the sandbox vault', () => {
    it('serves its script and its vault settings through GET /api/billing/authnet', async () => {
      const settings = await t.get('/api/billing/authnet', agent);
      expect(settings.statusCode).toBe(200);
      expect(settings.json()).toEqual({
        apiLoginId: 'sandbox-login',
        clientKey: 'sandbox-client-key',
        scriptUrl: '/sandbox-vault/accept.js',
        environment: 'sandbox-vault',
      });
      const script = await t.get('/sandbox-vault/accept.js');
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toContain('javascript');
      expect(script.body).toContain('dispatchData');
      expect((await t.get('/api/billing/authnet')).statusCode).toBe(401);
    });

    it('tokenizes without a bearer token and refuses bad cards with the provider codes', async () => {
      const ok = await sandboxToken(t, '4111111111111111');
      expect(ok.messages.resultCode).toBe('Ok');
      expect(ok.opaqueData?.dataValue).toMatch(/^[\w-]{40,}$/);
      expect((await sandboxToken(t, '4111111111111112')).messages.message[0]!.code).toBe('E_WC_05');
      expect(
        (await sandboxToken(t, '4111111111111111', { month: '13' })).messages.message[0]!.code,
      ).toBe('E_WC_06');
      expect(
        (await sandboxToken(t, '4111111111111111', { month: '01', year: '2020' })).messages
          .message[0]!.code,
      ).toBe('E_WC_08');
      expect(
        (await sandboxToken(t, '4111111111111111', { cardCode: '12a' })).messages.message[0]!.code,
      ).toBe('E_WC_15');
      const wrongKey = await t.post(
        '/sandbox-vault/v1/tokens',
        {},
        {
          authData: { clientKey: 'nope', apiLoginID: 'sandbox-login' },
          cardData: { cardNumber: '4111111111111111', month: '12', year: String(NEXT_YEAR) },
        },
      );
      expect(
        (wrongKey.json() as { messages: { message: { code: string }[] } }).messages.message[0]!
          .code,
      ).toBe('E_WC_21');
    });
  });

  describe('POST /api/billing/card', () => {
    it('saves a card from the token: brand, last four, expiry; the first card is primary', async () => {
      const res = await addSandboxCard(t, agent, agentClient);
      expect(res.statusCode, res.body).toBe(201);
      const { message, card } = res.json() as CardAnswer;
      expect(message).toBe(M.cardAdded);
      expect(card).toMatchObject({
        clientId: agentClient,
        brand: 'Visa',
        lastFour: '1111',
        cardNumber: 'XXXX1111',
        cardNumberDisplay: 'XXXX1111',
        expiration: `12/${String(NEXT_YEAR).slice(2)}`,
        companyName: 'Ruiz Insurance',
        status: 'ACTIVE',
        isPrimary: true,
      });
      expect((await cardsOf(agentClient, agent)).map((c) => c.paymentId)).toContain(card.paymentId);
    });

    it('uses a token once only, and refuses an expired token, with the provider codes', async () => {
      const token = await sandboxToken(t, '5424000000000015');
      const first = await t.post(
        '/api/billing/card',
        agent,
        cardBody(agentClient, token.opaqueData!),
      );
      expect(first.statusCode, first.body).toBe(201);
      const again = await t.post(
        '/api/billing/card',
        agent,
        cardBody(agentClient, token.opaqueData!),
      );
      expectError(again, 422, M.addFailed);
      expect(again.json().errors).toEqual({ E00114: 'Invalid OTS Token.' });

      const old = await tokenizeSandboxCard(
        t.app.database.db,
        {
          authData: { clientKey: 'sandbox-client-key', apiLoginID: 'sandbox-login' },
          cardData: { cardNumber: '4111111111111111', month: '12', year: String(NEXT_YEAR) },
        },
        new Date(Date.now() - 16 * 60_000),
      );
      const expired = await t.post(
        '/api/billing/card',
        agent,
        cardBody(agentClient, old.opaqueData!),
      );
      expectError(expired, 422, M.addFailed);
      expect(expired.json().errors).toEqual({ E00117: 'OTS Token has expired.' });
    });

    it('answers 400 naming the field for bad input, and stores nothing', async () => {
      const token = (await sandboxToken(t, '4111111111111111')).opaqueData!;
      const before = (await cardsOf(agentClient)).length;
      expectError(
        await t.post('/api/billing/card', agent, cardBody(agentClient, token, { firstName: ' ' })),
        400,
        M.required('First Name'),
        'firstName',
      );
      expectError(
        await t.post('/api/billing/card', agent, cardBody(agentClient, token, { zip: '7870' })),
        400,
        M.zipDigits,
        'zip',
      );
      expectError(
        await t.post(
          '/api/billing/card',
          agent,
          cardBody(agentClient, token, { monthExpires: 1, yearExpires: 2020 }),
        ),
        400,
        M.expirationPast,
        'expiration',
      );
      const noToken = { ...cardBody(agentClient, token) } as Record<string, unknown>;
      delete noToken.opaqueData;
      expectError(await t.post('/api/billing/card', agent, noToken), 400, undefined, 'opaqueData');
      expect((await cardsOf(agentClient)).length).toBe(before);
    });

    it("refuses another client's cards to a client user (403) and an unknown client (404)", async () => {
      const token = (await sandboxToken(t, '4111111111111111')).opaqueData!;
      expectError(await t.post('/api/billing/card', agent, cardBody(otherClient, token)), 403);
      expectError(await t.get(`/api/billing/${otherClient}/cards`, agent), 403);
      expectError(await t.post('/api/billing/card', cs, cardBody(999_999, token)), 404);
      expectError(await t.get('/api/billing/999999/cards', cs), 404);
    });
  });

  describe('editing, primary and removal', () => {
    it('updates holder and expiry (the number stays) with the seed message', async () => {
      const [card] = await cardsOf(agentClient, agent);
      const res = await t.put('/api/Billing/card', agent, {
        ...cardBody(agentClient, { dataDescriptor: '', dataValue: '' }),
        opaqueData: undefined,
        paymentId: card!.paymentId,
        firstName: 'Anabel',
        monthExpires: 6,
        yearExpires: NEXT_YEAR + 2,
      });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as CardAnswer;
      expect(answer.message).toBe(M.cardUpdated);
      expect(answer.card).toMatchObject({
        firstName: 'Anabel',
        monthExpires: 6,
        lastFour: card!.lastFour,
      });
      expectError(
        await t.put('/api/Billing/card', agent, {
          ...cardBody(agentClient, { dataDescriptor: '', dataValue: '' }),
          opaqueData: undefined,
          paymentId: 999_999,
        }),
        404,
        M.cardNotFound,
      );
      expectError(
        await t.put('/api/Billing/card', agent, {
          ...cardBody(otherClient, { dataDescriptor: '', dataValue: '' }),
          paymentId: card!.paymentId,
        }),
        403,
      );
      expectError(
        await t.put('/api/Billing/card', agent, {
          ...cardBody(agentClient, { dataDescriptor: '', dataValue: '' }),
          paymentId: card!.paymentId,
          state: 'XX',
        }),
        400,
        M.required('State'),
        'state',
      );
    });

    it('sets the primary card and removes a card; a removed primary passes the flag on', async () => {
      const cards = await cardsOf(agentClient, agent);
      const other = cards.find((c) => !c.isPrimary)!;
      const res = await t.post(`/api/billing/${agentClient}/card/set-primary`, agent, {
        paymentServiceId: other.paymentId,
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = res.json() as Card[];
      expect(after[0]).toMatchObject({ paymentId: other.paymentId, isPrimary: true });
      expect(after.filter((c) => c.isPrimary)).toHaveLength(1);

      expectError(
        await t.post(`/api/billing/${agentClient}/card/set-primary`, agent, {
          paymentServiceId: 999_999,
        }),
        404,
        M.cardNotFound,
      );
      expectError(
        await t.post(`/api/billing/${agentClient}/card/set-primary`, agent, {
          paymentServiceId: 'x',
        }),
        400,
        undefined,
        'paymentServiceId',
      );
      expectError(
        await t.post(`/api/billing/${otherClient}/card/set-primary`, agent, {
          paymentServiceId: other.paymentId,
        }),
        403,
      );

      const removed = await t.delete(`/api/billing/${agentClient}/card/${other.paymentId}`, agent);
      expect(removed.statusCode, removed.body).toBe(200);
      const left = removed.json() as Card[];
      expect(left.map((c) => c.paymentId)).not.toContain(other.paymentId);
      expect(left.filter((c) => c.isPrimary)).toHaveLength(1);
      expectError(
        await t.delete(`/api/billing/${agentClient}/card/${other.paymentId}`, agent),
        404,
        M.cardNotFound,
      );
      expectError(await t.delete(`/api/billing/${otherClient}/card/1`, agent), 403);
    });
  });

  it('removes a card the vault no longer has', async () => {
    const added = (await addSandboxCard(t, agent, agentClient)).json() as CardAnswer;
    await t.app.database.db
      .update(sandboxVaultPaymentProfiles)
      .set({ deletedAt: new Date() })
      .where(eq(sandboxVaultPaymentProfiles.id, Number(await profileIdOf(added.card.paymentId))));
    const res = await t.delete(`/api/billing/${agentClient}/card/${added.card.paymentId}`, agent);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Card[]).map((c) => c.paymentId)).not.toContain(added.card.paymentId);
  });

  describe('the card limit and the customer-service alert', () => {
    it('refuses an eleventh card with the seed message; a client user alerts, staff do not', async () => {
      expectError(
        await t.post('/api/reactivation/cs-alert', cs, { clientId: otherClient, message: 'Help' }),
        400,
        M.notAtLimit,
        'clientId',
      );
      for (let i = (await cardsOf(otherClient)).length; i < MAX_CARDS; i += 1) {
        expect((await addSandboxCard(t, cs, otherClient)).statusCode).toBe(201);
      }
      expectError(await addSandboxCard(t, cs, otherClient), 409, M.cardLimit);
      expect(await cardsOf(otherClient)).toHaveLength(MAX_CARDS);

      const staff = await t.post('/api/reactivation/cs-alert', cs, {
        clientId: otherClient,
        message: 'Please call me',
      });
      expect(staff.json()).toEqual({ alerted: false, message: M.staffNoAlert });
      const corporate = await t.as('corporate@example.com');
      const mailBefore = (await t.app.database.db.select().from(mailOutbox)).length;
      const res = await t.post('/api/reactivation/cs-alert', corporate, {
        clientId: otherClient,
        message: 'We need an eleventh card for the new office.',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ alerted: true, message: M.alertSent });
      const alerts = await t.app.database.db
        .select()
        .from(customerServiceAlerts)
        .where(eq(customerServiceAlerts.clientId, otherClient));
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({
        reason: 'CARD_LIMIT',
        message: 'We need an eleventh card for the new office.',
      });
      const mail = await t.app.database.db.select().from(mailOutbox);
      expect(mail.length).toBe(mailBefore + 1);
      expect(mail.at(-1)!.subject).toBe(M.alertSubject(otherClient));
      expect(mail.at(-1)!.text).toContain('We need an eleventh card for the new office.');
      expectError(
        await t.post('/api/reactivation/cs-alert', agent, {
          clientId: otherClient,
          message: 'Help',
        }),
        403,
      );
      expectError(
        await t.post('/api/reactivation/cs-alert', cs, { clientId: otherClient, message: '  ' }),
        400,
        M.alertMessageRequired,
        'message',
      );
      expectError(
        await t.post('/api/reactivation/cs-alert', cs, { clientId: otherClient }),
        400,
        undefined,
        'message',
      );
      expectError(
        await t.post('/api/reactivation/cs-alert', cs, { clientId: 999_999, message: 'Help' }),
        404,
      );
    });
  });
});
