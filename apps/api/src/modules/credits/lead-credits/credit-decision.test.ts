import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DecisionResponse, LeadCreditDetail } from '@client-admin/contracts/credits';
import { MAX_CREDITS_PER_DECISION } from '@client-admin/domain/credits/credit-constants';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import { BILLING_MESSAGES } from '@client-admin/domain/billing/billing-messages';
import { MESSAGES } from '@client-admin/domain/messages';
import { ledgerTransactions } from '../../../db/schema/billing';
import { leadCredits } from '../../../db/schema/credits';
import { expectError } from '../../../test/expect-error';
import { auditLedger, expectSound } from '../../../test/ledger-audit';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { clientOfLogin } from '../../leads/leads-test-fixtures';
import { balanceOf, insertWebSale, movementsOf, requestCredit } from '../credits-test-fixtures';

describe('deciding lead credits (decision 0044)', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let client: number;
  const decide = (body: object, headers: RequestHeaders = cs) =>
    t.post('/api/LeadCredit/decision', headers, body);
  /** A new pending credit of the agent's client on a lead of this price (cents). */
  const pending = async (priceCents: number) => {
    const saleId = await insertWebSale(t.app.database.db, { clientId: client, priceCents });
    return (await requestCredit(t, agent, saleId)).id;
  };
  const detail = async (id: number) =>
    (await t.get(`/api/LeadCredit/${id}`, cs)).json() as LeadCreditDetail;
  const webBalance = () => balanceOf(t, cs, client, 1);
  const credits = () => movementsOf(t.app.database.db, client, 'CREDIT');

  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    client = await clientOfLogin(t.app.database.db, 'agent@example.com');
  });
  afterAll(() => t.close());

  describe('POST /api/LeadCredit/decision', () => {
    it('approves: the lead’s price goes back to the client’s balance once, as a CREDIT', async () => {
      const id = await pending(1000);
      const [before, creditsBefore] = [await webBalance(), await credits()];
      const headers = { ...cs, 'idempotency-key': `approve-${id}` };
      const res = await decide({ pendingCredits: [id], isApproved: true }, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ approved: 1, denied: 0, message: 'Credit approved.' });
      expect(await webBalance()).toBeCloseTo(before + 10, 2);
      expect(await credits()).toBe(creditsBefore + 1);
      expect(await detail(id)).toMatchObject({ status: 'Approved', decidedBy: 'Casey Service' });
      const db = t.app.database.db;
      const [row] = await db
        .select({ amountCents: ledgerTransactions.amountCents, kind: ledgerTransactions.kind })
        .from(leadCredits)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, leadCredits.ledgerTransactionId))
        .where(eq(leadCredits.id, id));
      expect(row).toEqual({ amountCents: 1000, kind: 'CREDIT' });

      // A retry with the same key answers the same and moves nothing.
      const replay = await decide({ pendingCredits: [id], isApproved: true }, headers);
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(res.json());
      // The same key for another request is refused.
      expectError(
        await decide(
          {
            pendingCredits: [id],
            isApproved: false,
            denialReason: 'VALID_LEAD',
            denialDescription: 'Changed my mind',
          },
          headers,
        ),
        422,
        BILLING_MESSAGES.idempotencyKeyReused,
      );
      // Without the key, the credit is already decided.
      expectError(await decide({ pendingCredits: [id], isApproved: true }), 409, M.notPending);
      expect(await webBalance()).toBeCloseTo(before + 10, 2);
      expect(await credits()).toBe(creditsBefore + 1);
    });

    it('approves several credits at once, each its own CREDIT', async () => {
      const ids = [await pending(700), await pending(1150)];
      const [before, creditsBefore] = [await webBalance(), await credits()];
      const res = await decide({ pendingCredits: [...ids, ids[0]], isApproved: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ approved: 2, denied: 0, message: '2 credits approved.' });
      expect(await webBalance()).toBeCloseTo(before + 18.5, 2);
      expect(await credits()).toBe(creditsBefore + 2);
    });

    it('approves when a form sends its untouched denial fields as empty strings (issue 36)', async () => {
      const ids: number[] = [await pending(810), await pending(820), await pending(830)];
      const before = await webBalance();
      for (const [id, blank] of [
        [ids[0], { denialReason: '', denialDescription: '' }],
        [ids[1], { denialReason: '  ', denialDescription: ' ' }],
        [ids[2], { denialReason: null, denialDescription: null }],
      ] as const) {
        const res = await decide({ pendingCredits: [id], isApproved: true, ...blank });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ approved: 1, denied: 0, message: 'Credit approved.' });
        expect(await detail(id!)).toMatchObject({
          status: 'Approved',
          denialReason: null,
          denialDescription: null,
        });
      }
      expect(await webBalance()).toBeCloseTo(before + 24.6, 2);
      // A reason that is given must still be one of the list, approval or not.
      expectError(
        await decide({ pendingCredits: [ids[0]], isApproved: true, denialReason: 'NOPE' }),
        400,
        M.reasonUnknown,
        'denialReason',
      );
    });

    it('still asks a denial sent with empty fields for its reason and description', async () => {
      const id = await pending(840);
      const denial = { pendingCredits: [id], isApproved: false };
      expectError(
        await decide({ ...denial, denialReason: '', denialDescription: 'Checked.' }),
        400,
        M.denialReasonRequired,
        'denialReason',
      );
      expectError(
        await decide({ ...denial, denialReason: 'VALID_LEAD', denialDescription: '' }),
        400,
        M.denialDescriptionRequired,
        'denialDescription',
      );
      expect((await detail(id)).status).toBe('Pending');
    });

    it('denies with a reason and a description, moving nothing', async () => {
      const ids = [await pending(900), await pending(950)];
      const before = await webBalance();
      const denial = { pendingCredits: ids, isApproved: false };
      expectError(await decide(denial), 400, M.denialReasonRequired, 'denialReason');
      const noDescription = await decide({ ...denial, denialReason: 'VALID_LEAD' });
      expectError(noDescription, 400, M.denialDescriptionRequired, 'denialDescription');
      expectError(
        await decide({ ...denial, denialReason: 'NOPE', denialDescription: 'x' }),
        400,
        M.reasonUnknown,
        'denialReason',
      );
      const res = await decide({
        ...denial,
        denialReason: 'VALID_LEAD',
        denialDescription: 'The consumer confirmed the request.',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json() as DecisionResponse).toEqual({
        approved: 0,
        denied: 2,
        message: '2 credits denied.',
      });
      expect(await detail(ids[0]!)).toMatchObject({
        status: 'Denied',
        decidedBy: 'Casey Service',
        denialReason: 'VALID_LEAD',
        denialReasonText: 'The lead is valid',
        denialDescription: 'The consumer confirmed the request.',
      });
      expect(await webBalance()).toBeCloseTo(before, 2);
    });

    it('decides all or nothing: an unknown credit is a 404, a decided one a 409', async () => {
      const id = await pending(800);
      const decided = await pending(850);
      expect((await decide({ pendingCredits: [decided], isApproved: true })).statusCode).toBe(200);
      const [before, creditsBefore] = [await webBalance(), await credits()];
      expectError(
        await decide({ pendingCredits: [id, 999_999_999], isApproved: true }),
        404,
        M.creditNotFound,
      );
      expectError(
        await decide({ pendingCredits: [id, decided], isApproved: true }),
        409,
        M.notPending,
      );
      expect((await detail(id)).status).toBe('Pending');
      expect(await webBalance()).toBeCloseTo(before, 2);
      expect(await credits()).toBe(creditsBefore);
    });

    it('names the field of bad input', async () => {
      expectError(
        await decide({ pendingCredits: [], isApproved: true }),
        400,
        M.pendingCreditsRequired,
        'pendingCredits',
      );
      const tooMany = Array.from({ length: MAX_CREDITS_PER_DECISION + 1 }, (_, i) => i + 1);
      expectError(
        await decide({ pendingCredits: tooMany, isApproved: true }),
        400,
        undefined,
        'pendingCredits',
      );
      expectError(await decide({ pendingCredits: [1] }), 400, undefined, 'isApproved');
      expectError(
        await decide({ pendingCredits: ['x'], isApproved: true }),
        400,
        undefined,
        'pendingCredits.0',
      );
      expectError(
        await decide({
          pendingCredits: [1],
          isApproved: false,
          denialReason: 'VALID_LEAD',
          denialDescription: 'a\u0000b',
        }),
        400,
        undefined,
        'denialDescription',
      );
    });

    it('is staff only', async () => {
      const id = await pending(600);
      expectError(
        await decide({ pendingCredits: [id], isApproved: true }, agent),
        403,
        MESSAGES.forbidden,
      );
      expect((await detail(id)).status).toBe('Pending');
    });

    it('leaves the ledger sound', async () => {
      expectSound(await auditLedger(t.app.database.db));
    });
  });

  /** PGlite has one connection: only a PostgreSQL server runs the approvals at once. */
  describe.skipIf(!process.env.DATABASE_URL)('concurrent approvals (PostgreSQL)', () => {
    it('credit a lead once, whichever call approves it', async () => {
      const id = await pending(1300);
      const saleId = (await detail(id)).leadId;
      const [before, creditsBefore] = [await webBalance(), await credits()];
      const answers = await Promise.all([
        decide({ pendingCredits: [id], isApproved: true }),
        decide({ pendingCredits: [id], isApproved: true }),
        t.post(`/api/leads/${saleId}/1/approvecredit`, cs),
        t.post(`/api/leads/${saleId}/1/approvecredit`, cs),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
      expect(await webBalance()).toBeCloseTo(before + 13, 2);
      expect(await credits()).toBe(creditsBefore + 1);
    });

    it('credit overlapping decisions of the same clients without a deadlock', async () => {
      const ids = [];
      for (let i = 0; i < 6; i++) ids.push(await pending(500));
      const before = await webBalance();
      const answers = await Promise.all([
        decide({ pendingCredits: [ids[0], ids[1], ids[2]], isApproved: true }),
        decide({ pendingCredits: [ids[3], ids[4]], isApproved: true }),
        decide({ pendingCredits: [ids[5], ids[4]], isApproved: true }),
      ]);
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(2);
      expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
      const approved = answers
        .filter((a) => a.statusCode === 200)
        .reduce((n, a) => n + (a.json() as DecisionResponse).approved, 0);
      expect(await webBalance()).toBeCloseTo(before + approved * 5, 2);
      expectSound(await auditLedger(t.app.database.db));
    });
  });
});
