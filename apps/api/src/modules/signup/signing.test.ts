import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionFiltersResponse } from '@client-admin/contracts/channels';
import type {
  ContractInfo,
  SignContractAnswer,
  SignContractRequest,
  SignedContract,
  Signup,
  SignupChannelInput,
} from '@client-admin/contracts/signup';
import { SIGNUP_MESSAGES as M } from '@client-admin/domain/signup/signup-messages';
import { channels } from '../../db/schema/channels';
import { clients } from '../../db/schema/clients';
import { clientLogins, users } from '../../db/schema/identity';
import { signupContractLinks } from '../../db/schema/signup';
import { expectError } from '../../test/expect-error';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';
import { cardBody, sandboxToken } from '../billing/cards/cards-test-helpers';
import { contractDocument, sha256 } from './contract-document';
import { renderContractPdf } from './contract-pdf';
import {
  createSignup,
  readySignupFields,
  sendAndReadToken,
  statefarmPackage,
} from './signup-test-fixtures';

describe('the contract: sent, read and signed without login (seed 002 §4, §7, §8)', () => {
  let t: TestApp;
  let sales: RequestHeaders;
  let cs: RequestHeaders;
  let agent: RequestHeaders;

  beforeAll(async () => {
    t = await buildTestApp();
    sales = await t.as('sales@example.com');
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
  });
  afterAll(() => t.close());

  const readContract = async (token: string) => {
    const res = await t.get(`/api/sales/sign-contract/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ContractInfo;
  };

  const signBody = async (
    info: ContractInfo,
    cardNumber = '4111111111111111',
  ): Promise<SignContractRequest> => {
    const token = await sandboxToken(t, cardNumber);
    const card = cardBody(1, token.opaqueData!);
    delete (card as Partial<typeof card>).clientId;
    return {
      approvalName: 'Rosa Diaz',
      initials: 'RD',
      consentToSignElectronically: true,
      documentSha256: info.documentSha256,
      card,
    };
  };

  /** A ready signup of its own e-mail, its contract sent; answers the signup and the token. */
  const sentSignup = async (email: string) => {
    const signup = await createSignup(t, sales, await readySignupFields(t, email));
    const token = await sendAndReadToken(t, sales, signup.id, email);
    return { signup, token };
  };

  describe('POST /api/sales/{id}/send-contract', () => {
    it('refuses a signup with errors, naming them (400)', async () => {
      const signup = await createSignup(t, sales, { client: { parentCompany: 'STATEFARM' } });
      const res = await t.post(`/api/sales/${signup.id}/send-contract`, sales, {});
      expectError(res, 400, undefined, 'validationResult');
      expect(res.json().message).toContain(M.noChannels);
    });

    it('mails a link with a random token, never the signup id, and marks the signup SENT', async () => {
      const { signup, token } = await sentSignup('sent@example.com');
      // 32 random bytes, base64url: nothing of the signup's id in it.
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const after = (await t.get(`/api/sales/${signup.id}`, sales)).json() as Signup;
      expect(after.status).toBe('SENT');
      expect(after.contractSentAt).not.toBeNull();
      // Only the hash of the token is kept.
      const links = await t.app.database.db
        .select()
        .from(signupContractLinks)
        .where(eq(signupContractLinks.signupId, signup.id));
      expect(links).toHaveLength(1);
      expect(links[0]!.tokenHash).toBe(sha256(token));
      expect(JSON.stringify(links)).not.toContain(token);
    });

    it('is for sales and staff, and 404 for an unknown signup', async () => {
      expect((await t.post('/api/sales/1/send-contract', agent, {})).statusCode).toBe(403);
      const res = await t.post('/api/sales/999999/send-contract', sales, {});
      expectError(res, 404, M.expired);
    });
  });

  describe('GET /api/sales/sign-contract/{token}', () => {
    it('shows the contract without login: the signup, the terms, and the hash of both', async () => {
      const { signup, token } = await sentSignup('reader@example.com');
      const info = await readContract(token);
      expect(info.clientIO).toMatchObject({ id: signup.id, status: 'SENT' });
      expect(info.login).toEqual({ email: 'reader@example.com', exists: false });
      expect(info.packageDetails).toHaveLength(1);
      expect(info.terms.at(-1)).toMatch(/ESIGN/);
      // The signer has no login: the vault's public settings come with the contract.
      expect(info.vault).toMatchObject({ environment: 'sandbox-vault' });
      expect(info.documentSha256).toMatch(/^[0-9a-f]{64}$/);
      // The same signup reads as the same document.
      expect((await readContract(token)).documentSha256).toBe(info.documentSha256);
    });

    it('refuses the bare signup id (400), an unknown token (404) and an expired link (400)', async () => {
      const { signup, token } = await sentSignup('expired@example.com');
      expectError(await t.get(`/api/sales/sign-contract/${signup.id}`), 400, M.linkInvalid, 'ioId');
      const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
      expectError(await t.get(`/api/sales/sign-contract/${tampered}`), 404, M.linkInvalid);
      await t.app.database.db
        .update(signupContractLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(signupContractLinks.signupId, signup.id));
      expectError(await t.get(`/api/sales/sign-contract/${token}`), 400, M.contractExpired, 'ioId');
    });

    it('stops an earlier link when the contract is sent again', async () => {
      const { signup, token } = await sentSignup('resent@example.com');
      await sendAndReadToken(t, sales, signup.id, 'resent@example.com');
      expectError(await t.get(`/api/sales/sign-contract/${token}`), 404, M.linkInvalid);
    });
  });

  describe('POST /api/sales/sign-contract/{token}', () => {
    it('makes the client, its login, channel, card, deposit and signed PDF in one go', async () => {
      const { signup, token } = await sentSignup('signer@example.com');
      const info = await readContract(token);
      const res = await t.post(
        `/api/sales/sign-contract/${token}`,
        { 'user-agent': 'Contract test browser' },
        await signBody(info),
      );
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as SignContractAnswer;
      expect(answer.passwordLink).toMatch(/\/oidc\/reset\//);

      const db = t.app.database.db;
      const [client] = await db.select().from(clients).where(eq(clients.id, answer.clientId));
      expect(client).toMatchObject({
        fullName: 'Rosa Diaz Agency',
        email: 'signer@example.com',
        parentCompany: 'STATEFARM',
        status: 'ACTIVE',
        loyaltyLevel: 'Silver',
        salesPersonId: 'sp-5',
      });
      const made = await db.select().from(channels).where(eq(channels.clientId, answer.clientId));
      expect(made.map((c) => [c.name, c.status])).toEqual([['Auto Web', 'ACTIVE']]);
      // Each channel is an added lead type credited to the signup's sales person.
      const upsells = await t.get(`/api/Clients/upsells/${answer.clientId}`, cs);
      expect(upsells.json()).toEqual([
        expect.objectContaining({
          clientQuoteTypeId: made[0]!.id,
          repId: 'sp-5',
          upsellType: 'ADDED_LEAD_TYPE',
        }),
      ]);
      const [login] = await db
        .select()
        .from(users)
        .innerJoin(clientLogins, eq(clientLogins.userId, users.id))
        .where(eq(users.email, 'signer@example.com'));
      expect(login?.client_logins.clientId).toBe(answer.clientId);
      expect(login?.users.passwordHash).toBeNull();

      const balance = await t.get(`/api/billing/${answer.clientId}/balance/1`, cs);
      expect(balance.statusCode, balance.body).toBe(200);
      expect(JSON.stringify(balance.json())).toContain('250');

      const after = (await t.get(`/api/sales/${signup.id}`, sales)).json() as Signup;
      expect(after).toMatchObject({ status: 'SIGNED', clientId: answer.clientId });

      const contract = await t.get(`/api/clients/contract/${answer.clientId}`, cs);
      expect(contract.statusCode, contract.body).toBe(200);
      const signed = contract.json() as SignedContract;
      expect(signed).toMatchObject({
        approvalName: 'Rosa Diaz',
        initials: 'RD',
        documentSha256: info.documentSha256,
      });
      const pdf = await t.get(`/download/${answer.clientId}`, cs);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(sha256(pdf.rawPayload)).toBe(signed.pdfSha256);
    });

    it("makes each channel's filters with it", async () => {
      const email = 'signed-filters@example.com';
      const types = (await t.get('/api/sales/filter-types', sales)).json() as {
        id: number;
        inputKind: string;
        lookups: { id: number }[];
      }[];
      const lookupType = types.find((type) => type.inputKind === 'lookup' && type.lookups.length)!;
      const filter = {
        subscriptionFilterId: -1,
        subscriptionFilterTypeId: lookupType.id,
        subscriptionFilterTypeName: '',
        subscriptionFilterTypeOperator: '',
        subscriptionFilterTypeInputValue: null,
        subscriptionFilterTypeInputLookup: lookupType.lookups[0]!.id,
      };
      const ready = await readySignupFields(t, email);
      const signup = await createSignup(t, sales, {
        ...ready,
        clientQuoteTypes: [{ ...ready.clientQuoteTypes![0]!, filters: [filter] }],
      });
      const token = await sendAndReadToken(t, sales, signup.id, email);
      const res = await t.post(
        `/api/sales/sign-contract/${token}`,
        {},
        await signBody(await readContract(token)),
      );
      expect(res.statusCode, res.body).toBe(200);
      const { clientId } = res.json() as SignContractAnswer;
      const [channel] = await t.app.database.db
        .select()
        .from(channels)
        .where(eq(channels.clientId, clientId));
      const made = await t.get(`/api/LeadType/GetSubscriptionFilters/${channel!.id}/`, cs);
      expect(made.statusCode, made.body).toBe(200);
      expect((made.json() as SubscriptionFiltersResponse).subscriptionFilters).toEqual([
        expect.objectContaining({
          subscriptionFilterTypeId: lookupType.id,
          subscriptionFilterTypeInputLookup: lookupType.lookups[0]!.id,
        }),
      ]);
    });

    it("makes the signup's channel groups with their call channels; a broken group blocks the contract", async () => {
      const email = 'groups@example.com';
      const ready = await readySignupFields(t, email);
      const callPackage = await statefarmPackage(t, 'auto', 'Call');
      const callChannel: SignupChannelInput = {
        key: 'call-1',
        serviceType: 'Call',
        channel: {
          quoteType: 'auto',
          packageId: callPackage.id,
          price: callPackage.costCents / 100,
          geoMaps: [{ type: 'State', stateAbbreviation: 'TX', county: null, zipCode: null }],
          phoneNumbers: ['5125550111'],
          callType: 'WarmTransfer',
        },
      };
      const group = { key: 'g-1', groupName: 'Austin calls', channelKeys: ['call-1'] };
      const broken = await createSignup(t, sales, {
        ...ready,
        clientQuoteTypes: [...ready.clientQuoteTypes!, callChannel],
        subscriptionGroups: [group, { ...group, key: 'g-2', groupName: 'austin CALLS' }],
        deposits: { '1': 250, '2': 100 },
      });
      expect(broken.validationResult.results.map((r) => r.message)).toEqual(
        expect.arrayContaining(['Name already exists', 'Channel already in group']),
      );
      expectError(await t.post(`/api/sales/${broken.id}/send-contract`, sales, {}), 400);

      const signup = (
        await t.put('/api/sales/update', sales, {
          ...ready,
          id: broken.id,
          clientQuoteTypes: [...ready.clientQuoteTypes!, callChannel],
          subscriptionGroups: [group],
          deposits: { '1': 250, '2': 100 },
        })
      ).json() as Signup;
      expect(signup.subscriptionGroups).toEqual([{ ...group, isIntervalEnabled: false }]);
      const token = await sendAndReadToken(t, sales, signup.id, email);
      const res = await t.post(
        `/api/sales/sign-contract/${token}`,
        {},
        await signBody(await readContract(token)),
      );
      expect(res.statusCode, res.body).toBe(200);
      const { clientId } = res.json() as SignContractAnswer;
      const groups = await t.get(`/api/leadtype/${clientId}/calls/subscriptiongroup`, cs);
      expect(groups.statusCode, groups.body).toBe(200);
      const made = await t.app.database.db
        .select()
        .from(channels)
        .where(and(eq(channels.clientId, clientId), eq(channels.serviceType, 'Call')));
      expect(groups.json()).toEqual([
        expect.objectContaining({
          groupName: 'Austin calls',
          subscriptions: [expect.objectContaining({ clientQuoteTypeId: made[0]!.id })],
        }),
      ]);
    });

    it('answers a second signature and a save of the signed signup with 409 IO Already Signed', async () => {
      const { signup, token } = await sentSignup('twice@example.com');
      const info = await readContract(token);
      const body = await signBody(info);
      expect((await t.post(`/api/sales/sign-contract/${token}`, {}, body)).statusCode).toBe(200);
      expectError(
        await t.post(`/api/sales/sign-contract/${token}`, {}, body),
        409,
        M.alreadySigned,
      );
      expectError(await t.get(`/api/sales/sign-contract/${token}`), 409, M.alreadySigned);
      const save = await t.put('/api/sales/update', sales, { id: signup.id });
      expectError(save, 409, M.alreadySigned);
      expectError(await t.delete(`/api/sales/${signup.id}`, sales), 409, M.alreadySigned);
    });

    it('refuses a contract changed since it was read (409) and a signature without consent (400)', async () => {
      const { signup, token } = await sentSignup('changed@example.com');
      const info = await readContract(token);
      const ready = await readySignupFields(t, 'changed@example.com');
      await t.put('/api/sales/update', sales, {
        ...ready,
        id: signup.id,
        notes: 'x',
        deposits: { '1': 300, '2': 0 },
      });
      const res = await t.post(`/api/sales/sign-contract/${token}`, {}, await signBody(info));
      expect(res.statusCode, res.body).toBe(409);
      const noConsent = { ...(await signBody(info)), consentToSignElectronically: false };
      expectError(
        await t.post(`/api/sales/sign-contract/${token}`, {}, noConsent),
        400,
        M.consentRequired,
        'consentToSignElectronically',
      );
    });

    it('makes nothing when the card is declined, and the link signs after with another card', async () => {
      const { token } = await sentSignup('declined@example.com');
      const info = await readContract(token);
      const db = t.app.database.db;
      const before = await db.select().from(clients);
      const declined = await t.post(
        `/api/sales/sign-contract/${token}`,
        {},
        await signBody(info, '4000000000000002'),
      );
      expect(declined.statusCode, declined.body).toBe(422);
      expect(await db.select().from(clients)).toHaveLength(before.length);
      const [user] = await db.select().from(users).where(eq(users.email, 'declined@example.com'));
      expect(user).toBeUndefined();
      const ok = await t.post(`/api/sales/sign-contract/${token}`, {}, await signBody(info));
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('holds the channels of a later activation date, paused until its New York midnight', async () => {
      const email = 'later@example.com';
      const ready = await readySignupFields(t, email, {
        immediateActivation: false,
        activationDate: '2030-01-15',
      });
      const signup = await createSignup(t, sales, ready);
      const token = await sendAndReadToken(t, sales, signup.id, email);
      const info = await readContract(token);
      expect(info.terms).toContain(
        'The channels start delivering leads on 2030-01-15 (Eastern Time).',
      );
      const res = await t.post(`/api/sales/sign-contract/${token}`, {}, await signBody(info));
      expect(res.statusCode, res.body).toBe(200);
      const { clientId } = res.json() as SignContractAnswer;
      const [channel] = await t.app.database.db
        .select()
        .from(channels)
        .where(eq(channels.clientId, clientId));
      expect(channel).toMatchObject({
        status: 'PAUSE',
        temporaryPause: expect.objectContaining({ scheduledEnd: '2030-01-15T05:00:00.000Z' }),
      });
    });

    it('asks for the card when the deposits are charged to one (400 naming card)', async () => {
      const { token } = await sentSignup('nocard@example.com');
      const info = await readContract(token);
      const res = await t.post(
        `/api/sales/sign-contract/${token}`,
        {},
        {
          ...(await signBody(info)),
          card: null,
        },
      );
      expectError(res, 400, 'Enter the card the deposits are charged to', 'card');
    });
  });

  describe('the signed contract', () => {
    it('is shown to staff and to that client only (403 for another client, 404 without one)', async () => {
      // The demo's agent client came in through a signed signup.
      const own = await t.get('/api/clients/contract/1', agent);
      expect(own.statusCode, own.body).toBe(200);
      const signed = own.json() as SignedContract;
      expect(signed).toMatchObject({ clientId: 1, clientIp: '203.0.113.24' });
      const pdf = await t.get('/download/1', agent);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(sha256(pdf.rawPayload)).toBe(signed.pdfSha256);
      expect((await t.get('/api/clients/contract/2', cs)).statusCode).toBe(404);
      expect((await t.get('/api/clients/contract/3', agent)).statusCode).toBe(403);
      expect((await t.get('/download/3', agent)).statusCode).toBe(403);
    });

    it('renders the same PDF bytes for the same signup and signature', async () => {
      const { signup } = await sentSignup('stable@example.com');
      const answer = (await t.get(`/api/sales/${signup.id}`, sales)).json() as Signup;
      const evidence = {
        approvalName: 'Rosa Diaz',
        initials: 'RD',
        signedAt: new Date('2026-11-29T12:00:00Z'),
        clientIp: '203.0.113.7',
        userAgent: 'test',
        documentSha256: 'a'.repeat(64),
      };
      const first = await renderContractPdf(contractDocument(answer), evidence);
      const second = await renderContractPdf(contractDocument(answer), evidence);
      expect(sha256(first)).toBe(sha256(second));
    });
  });
});
