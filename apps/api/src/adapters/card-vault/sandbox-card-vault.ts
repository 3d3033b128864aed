import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { cardBrand, lastFour, passesLuhn } from '@client-admin/domain/billing/cards/card-number';
import { isExpirationPast } from '@client-admin/domain/billing/cards/card-expiration';
import type { Database } from '../../db/database';
import {
  sandboxVaultPaymentProfiles as profiles,
  sandboxVaultTokens as tokens,
  sandboxVaultTransactions as transactions,
} from '../../db/schema/billing-cards';
import type { CardVault, ChargeResult, VaultAnswer, VaultMessage } from './card-vault';
import {
  SANDBOX_API_LOGIN_ID,
  SANDBOX_CLIENT_KEY,
  SANDBOX_MESSAGES as M,
  SANDBOX_SCRIPT_PATH,
  SANDBOX_TOKEN_DESCRIPTOR,
  SANDBOX_TOKEN_MINUTES,
  sandboxOutcomeOf,
  type SandboxOutcome,
} from './sandbox-card-numbers';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const fail = (...messages: VaultMessage[]) => ({ ok: false as const, messages });

/** What Accept.js's dispatchData sends (authData, cardData); all text, as a browser sends it. */
export interface TokenRequest {
  authData?: { clientKey?: unknown; apiLoginID?: unknown };
  cardData?: {
    cardNumber?: unknown;
    month?: unknown;
    year?: unknown;
    cardCode?: unknown;
    zip?: unknown;
    fullName?: unknown;
  };
}

/** Accept.js's answer: the opaque data, or the messages of what was wrong. */
export interface TokenResponse {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  messages: { resultCode: 'Ok' | 'Error'; message: VaultMessage[] };
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The sandbox's tokenizing endpoint (POST /sandbox-vault/v1/tokens): checks the card as a
 * provider does, keeps the brand, last four, expiry and test outcome under the token's hash, and
 * answers the token. The number and CVV are read here and go nowhere else.
 */
export async function tokenizeSandboxCard(
  db: Database,
  request: TokenRequest,
  now: Date = new Date(),
): Promise<TokenResponse> {
  const error = (m: VaultMessage): TokenResponse => ({
    messages: { resultCode: 'Error', message: [m] },
  });
  const auth = request.authData ?? {};
  if (str(auth.clientKey) !== SANDBOX_CLIENT_KEY || str(auth.apiLoginID) !== SANDBOX_API_LOGIN_ID) {
    return error(M.badAuth);
  }
  const card = request.cardData ?? {};
  const digits = str(card.cardNumber);
  if (!passesLuhn(digits) || digits.length > 16) return error(M.badNumber);
  const month = Number(str(card.month));
  if (!/^\d{1,2}$/.test(str(card.month)) || month < 1 || month > 12) return error(M.badMonth);
  const yearText = str(card.year);
  if (!/^(\d{2}|\d{4})$/.test(yearText)) return error(M.badYear);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const today = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  if (isExpirationPast({ monthExpires: month, yearExpires: year }, today))
    return error(M.pastExpiry);
  const cvv = str(card.cardCode);
  if (cvv !== '' && !/^\d{3,4}$/.test(cvv)) return error(M.badCvv);
  const zip = str(card.zip);
  if (zip !== '' && !/^\d{5}$/.test(zip)) return error(M.badZip);

  const token = randomBytes(32).toString('base64url');
  await db.insert(tokens).values({
    tokenHash: hashOf(token),
    brand: cardBrand(digits),
    lastFour: lastFour(digits),
    monthExpires: month,
    yearExpires: year,
    outcome: sandboxOutcomeOf(digits),
    expiresAt: new Date(now.getTime() + SANDBOX_TOKEN_MINUTES * 60_000),
  });
  return {
    opaqueData: { dataDescriptor: SANDBOX_TOKEN_DESCRIPTOR, dataValue: token },
    messages: { resultCode: 'Ok', message: [M.tokenOk] },
  };
}

const approved = (id: number): ChargeResult => ({
  status: 'approved',
  transactionId: String(id),
  messages: [M.approved],
});

function answerOf(row: typeof transactions.$inferSelect): ChargeResult {
  if (row.responseCode === '1') return approved(row.id);
  return {
    status: row.responseCode === '2' ? 'declined' : 'error',
    transactionId: String(row.id),
    messages: [{ code: row.messageCode, text: row.messageText }],
  };
}

/**
 * A charge retried with its reference: the first answer, unless that charge was voided since: as
 * the provider does within its duplicate window, the reference is then refused, never approved.
 */
const retriedAnswer = (row: typeof transactions.$inferSelect): ChargeResult =>
  row.voided
    ? { status: 'error', transactionId: String(row.id), messages: [M.duplicate] }
    : answerOf(row);

const outcomeAnswer: Record<SandboxOutcome, { responseCode: string; message: VaultMessage }> = {
  approve: { responseCode: '1', message: M.approved },
  'refund-decline': { responseCode: '1', message: M.approved },
  decline: { responseCode: '2', message: M.declined },
  error: { responseCode: '3', message: M.processingError },
};

/**
 * The embedded default vault: behaves like the real provider (test numbers that approve,
 * decline and fail; single-use, expiring tokens; charges, refunds and voids) on its own tables,
 * which hold only derived data.
 */
export function createSandboxCardVault(
  db: Database,
  clock: () => Date = () => new Date(),
): CardVault {
  const findProfile = async (customerProfileId: string, paymentProfileId: string) => {
    const id = Number(paymentProfileId);
    if (!Number.isInteger(id) || id < 1) return null;
    const [row] = await db
      .select()
      .from(profiles)
      .where(
        and(
          eq(profiles.id, id),
          eq(profiles.customerProfileId, customerProfileId),
          isNull(profiles.deletedAt),
        ),
      );
    return row ?? null;
  };
  const findCharge = async (transactionId: string) => {
    const id = Number(transactionId);
    if (!Number.isInteger(id) || id < 1) return null;
    const [row] = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.id, id), eq(transactions.kind, 'charge')));
    return row ?? null;
  };
  const findByReference = async (reference: string) => {
    const [row] = await db.select().from(transactions).where(eq(transactions.reference, reference));
    return row ?? null;
  };
  /**
   * Stores a new transaction; where a concurrent call stored one under the same reference first,
   * gives that one instead (storedByOther), so both calls answer alike.
   */
  const storeTransaction = async (values: typeof transactions.$inferInsert) => {
    const [row] = await db.insert(transactions).values(values).onConflictDoNothing().returning();
    if (row) return { row, storedByOther: false };
    return { row: (await findByReference(values.reference!))!, storedByOther: true };
  };

  return {
    kind: 'sandbox',
    browserSettings: () => ({
      apiLoginId: SANDBOX_API_LOGIN_ID,
      clientKey: SANDBOX_CLIENT_KEY,
      scriptUrl: SANDBOX_SCRIPT_PATH,
      environment: 'sandbox-vault',
    }),

    async savePaymentProfile({ customerProfileId, merchantCustomerId, opaqueData, holder }) {
      if (opaqueData.dataDescriptor !== SANDBOX_TOKEN_DESCRIPTOR) return fail(M.badToken);
      // Single use: the token is taken in the same statement that checks it.
      const [token] = await db
        .update(tokens)
        .set({ usedAt: clock() })
        .where(and(eq(tokens.tokenHash, hashOf(opaqueData.dataValue)), isNull(tokens.usedAt)))
        .returning();
      if (!token) return fail(M.badToken);
      if (token.expiresAt <= clock()) return fail(M.expiredToken);
      const customer = customerProfileId ?? `sandbox-${merchantCustomerId}`;
      const [row] = await db
        .insert(profiles)
        .values({
          customerProfileId: customer,
          brand: token.brand,
          lastFour: token.lastFour,
          monthExpires: token.monthExpires,
          yearExpires: token.yearExpires,
          outcome: token.outcome,
          zip: holder.zip,
        })
        .returning();
      return {
        ok: true,
        profile: {
          customerProfileId: customer,
          paymentProfileId: String(row!.id),
          brand: row!.brand,
          lastFour: row!.lastFour,
          monthExpires: row!.monthExpires,
          yearExpires: row!.yearExpires,
        },
      };
    },

    async updatePaymentProfile({ customerProfileId, paymentProfileId, holder, expiration }) {
      const row = await findProfile(customerProfileId, paymentProfileId);
      if (!row) return fail(M.unknownProfile);
      await db
        .update(profiles)
        .set({ ...expiration, zip: holder.zip })
        .where(eq(profiles.id, row.id));
      return { ok: true } as VaultAnswer;
    },

    async deletePaymentProfile({ customerProfileId, paymentProfileId }) {
      const row = await findProfile(customerProfileId, paymentProfileId);
      if (!row) return fail(M.unknownProfile);
      await db.update(profiles).set({ deletedAt: clock() }).where(eq(profiles.id, row.id));
      return { ok: true } as VaultAnswer;
    },

    async charge({ customerProfileId, paymentProfileId, amountCents, reference }) {
      const done = await findByReference(reference);
      if (done) return retriedAnswer(done);
      const profile = await findProfile(customerProfileId, paymentProfileId);
      if (!profile) {
        return { status: 'error', transactionId: null, messages: [M.unknownProfile] };
      }
      const { responseCode, message } = outcomeAnswer[profile.outcome as SandboxOutcome];
      const { row, storedByOther } = await storeTransaction({
        kind: 'charge',
        paymentProfileId: profile.id,
        amountCents,
        reference,
        responseCode,
        messageCode: message.code,
        messageText: message.text,
      });
      return storedByOther ? retriedAnswer(row) : answerOf(row);
    },

    async refund({ transactionId, amountCents, reference }) {
      const done = reference ? await findByReference(reference) : null;
      if (done) return answerOf(done);
      const original = await findCharge(transactionId);
      if (!original || original.responseCode !== '1' || original.voided) {
        return { status: 'error', transactionId: null, messages: [M.unknownTransaction] };
      }
      const [{ refunded }] = (await db
        .select({ refunded: sql<number>`coalesce(sum(${transactions.amountCents}), 0)::int` })
        .from(transactions)
        .where(
          and(
            eq(transactions.relatedId, original.id),
            eq(transactions.kind, 'refund'),
            eq(transactions.responseCode, '1'),
          ),
        )) as [{ refunded: number }];
      if (refunded + amountCents > original.amountCents) {
        return { status: 'error', transactionId: null, messages: [M.refundTooLarge] };
      }
      const [profile] = original.paymentProfileId
        ? await db.select().from(profiles).where(eq(profiles.id, original.paymentProfileId))
        : [];
      const declined = profile?.outcome === 'refund-decline';
      const message = declined ? M.declined : M.approved;
      const { row } = await storeTransaction({
        kind: 'refund',
        paymentProfileId: original.paymentProfileId,
        relatedId: original.id,
        amountCents,
        reference: reference ?? null,
        responseCode: declined ? '2' : '1',
        messageCode: message.code,
        messageText: message.text,
      });
      return answerOf(row);
    },

    async void({ transactionId }) {
      const [row] = await db
        .update(transactions)
        .set({ voided: true })
        .where(
          and(
            eq(transactions.id, Number(transactionId) || 0),
            eq(transactions.kind, 'charge'),
            eq(transactions.responseCode, '1'),
            eq(transactions.voided, false),
            gt(transactions.amountCents, 0),
          ),
        )
        .returning();
      if (!row) return { status: 'error', transactionId: null, messages: [M.notVoidable] };
      return approved(row.id);
    },
  };
}
