import { and, asc, desc, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { boundedCountOf, pageCount } from '../../db/bounded-count';
import type { Tx } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { placeholder, preparedReads } from '../../db/prepared-read';
import {
  parentPrograms,
  signedContracts,
  signupContractLinks,
  signups,
} from '../../db/schema/signup';
import { isoText } from '../../db/iso-text';

export type SignupRow = typeof signups.$inferSelect;
export type NewSignup = typeof signups.$inferInsert;
export type ContractLinkRow = typeof signupContractLinks.$inferSelect;
export type SignedContractRow = typeof signedContracts.$inferSelect;
export type ParentProgramRow = typeof parentPrograms.$inferSelect;

export async function insertSignup(tx: Tx, values: NewSignup): Promise<SignupRow> {
  const [row] = await tx.insert(signups).values(values).returning();
  if (!row) throw new Error('signup insert returned nothing');
  return row;
}

export async function findSignup(
  tx: Tx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<SignupRow | null> {
  const query = tx.select().from(signups).where(eq(signups.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateSignup(
  tx: Tx,
  id: number,
  values: Partial<NewSignup>,
): Promise<SignupRow> {
  const [row] = await tx
    .update(signups)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(signups.id, id))
    .returning();
  if (!row) throw new Error('signup update returned nothing');
  return row;
}

export async function deleteSignup(tx: Tx, id: number): Promise<void> {
  await tx.delete(signups).where(eq(signups.id, id));
}

export type PendingSort = 'updatedAt' | 'fullName' | 'status';

const PENDING_ORDER: Record<PendingSort, SQL[]> = {
  updatedAt: [desc(signups.updatedAt), desc(signups.id)],
  fullName: [asc(signups.fullName), desc(signups.id)],
  status: [asc(signups.status), desc(signups.updatedAt), desc(signups.id)],
};

/** The pending list's columns: never the document. */
const pendingColumns = {
  id: signups.id,
  status: signups.status,
  fullName: signups.fullName,
  email: signups.email,
  parentCompany: signups.parentCompany,
  salesPersonEmail: signups.salesPersonEmail,
  channelCount: signups.channelCount,
  isAccountValid: signups.isAccountValid,
  updatedAt: isoText(signups.updatedAt),
  contractSentAt: isoText(signups.contractSentAt) as SQL<string | null>,
};
export type PendingSignupRow = Awaited<ReturnType<ReturnType<typeof pendingPages>>>[number];

/** What decides the pending list's SQL text; its values are placeholders (prepared-read.ts). */
interface PendingShape {
  search: 'none' | 'text' | 'textOrId';
  sortBy: PendingSort;
}

const open = ne(signups.status, 'SIGNED');
const byText = sql`${signups.searchText} LIKE ${placeholder('pattern')}`;

/** Not yet signed; a text is found in search_text (its trigram index), a number is also an id. */
function pendingWhere(shape: PendingShape): SQL {
  if (shape.search === 'none') return open;
  if (shape.search === 'text') return and(open, byText)!;
  return and(open, or(eq(signups.id, placeholder('id')), byText))!;
}

const pendingPages = preparedReads(
  (shape: PendingShape) => (tx) =>
    tx
      .select(pendingColumns)
      .from(signups)
      .where(pendingWhere(shape))
      .orderBy(...PENDING_ORDER[shape.sortBy])
      .offset(placeholder('offset'))
      .limit(placeholder('limit')),
);

const pendingCounts = preparedReads(
  (shape: PendingShape) => (tx) =>
    boundedCountOf(
      tx,
      tx
        .select({ one: sql`1` })
        .from(signups)
        .where(pendingWhere(shape)),
    ),
);

/** A page of the pending list, and its matches counted up to one past the search bound (pageCount). */
export async function listPendingSignups(
  tx: Tx,
  filter: { search?: string; sortBy: PendingSort; offset: number; limit: number },
): Promise<{ rows: PendingSignupRow[]; counted: number }> {
  const search = filter.search ?? '';
  const id = /^\d{1,9}$/.test(search) ? Number(search) : null;
  const shape: PendingShape = {
    search: !search ? 'none' : id === null ? 'text' : 'textOrId',
    sortBy: filter.sortBy,
  };
  const values = {
    pattern: containsPattern(search),
    id,
    offset: filter.offset,
    limit: filter.limit,
  };
  const rows = await pendingPages(shape)(tx, values);
  const counted = await pageCount({ ...filter, rows: rows.length }, () =>
    pendingCounts(shape)(tx, values),
  );
  return { rows, counted };
}

// ---- contract links ----

/** A new link replaces the signup's earlier ones: only the last mailed link signs. */
export async function replaceContractLink(
  tx: Tx,
  values: typeof signupContractLinks.$inferInsert,
): Promise<void> {
  await tx.delete(signupContractLinks).where(eq(signupContractLinks.signupId, values.signupId));
  await tx.insert(signupContractLinks).values(values);
}

export async function findContractLink(tx: Tx, tokenHash: string): Promise<ContractLinkRow | null> {
  const [row] = await tx
    .select()
    .from(signupContractLinks)
    .where(eq(signupContractLinks.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Holds an unspent link for one signing until `until`; null when it is spent or another signing
 * holds it.
 */
export async function holdContractLink(
  tx: Tx,
  tokenHash: string,
  now: Date,
  until: Date,
): Promise<ContractLinkRow | null> {
  const [row] = await tx
    .update(signupContractLinks)
    .set({ signingUntil: until })
    .where(
      and(
        eq(signupContractLinks.tokenHash, tokenHash),
        isNull(signupContractLinks.usedAt),
        or(isNull(signupContractLinks.signingUntil), lt(signupContractLinks.signingUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Ends a signing's hold; `nextAttempt` when its card charges were all undone. */
export async function releaseContractLink(
  tx: Tx,
  tokenHash: string,
  nextAttempt: boolean,
): Promise<void> {
  await tx
    .update(signupContractLinks)
    .set({
      signingUntil: null,
      ...(nextAttempt ? { attempt: sql`${signupContractLinks.attempt} + 1` } : {}),
    })
    .where(eq(signupContractLinks.tokenHash, tokenHash));
}

export async function spendContractLink(tx: Tx, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(signupContractLinks)
    .set({ usedAt: now, signingUntil: null })
    .where(
      and(
        eq(signupContractLinks.tokenHash, tokenHash),
        isNull(signupContractLinks.usedAt),
        gt(signupContractLinks.expiresAt, now),
      ),
    )
    .returning({ tokenHash: signupContractLinks.tokenHash });
  return rows.length === 1;
}

// ---- signed contracts ----

export async function insertSignedContract(
  tx: Tx,
  values: typeof signedContracts.$inferInsert,
): Promise<void> {
  await tx.insert(signedContracts).values(values);
}

export async function findSignedContract(
  tx: Tx,
  clientId: number,
): Promise<SignedContractRow | null> {
  const [row] = await tx
    .select()
    .from(signedContracts)
    .where(eq(signedContracts.clientId, clientId));
  return row ?? null;
}

// ---- parent programs ----

/** The rows of a parent company that apply to the agency and state, the most specific first. */
export async function findParentPrograms(
  tx: Tx,
  parentCompany: string,
  agencyEmail: string,
  state: string | null,
): Promise<ParentProgramRow[]> {
  return tx
    .select()
    .from(parentPrograms)
    .where(
      and(
        eq(parentPrograms.parentCompany, parentCompany),
        or(
          isNull(parentPrograms.agencyEmail),
          sql`lower(${parentPrograms.agencyEmail}) = lower(${agencyEmail})`,
        ),
        state === null
          ? isNull(parentPrograms.state)
          : or(isNull(parentPrograms.state), eq(parentPrograms.state, state)),
      ),
    )
    .orderBy(
      sql`${parentPrograms.agencyEmail} IS NULL`,
      sql`${parentPrograms.state} IS NULL`,
      asc(parentPrograms.id),
    );
}
