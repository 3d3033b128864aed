import {
  and,
  asc,
  desc,
  eq,
  inArray,
  notInArray,
  or,
  sql,
  type Column,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { SearchMatch } from '@client-admin/domain/client-search';
import { SEARCH_COUNT_BOUND } from '@client-admin/domain/constants';
import { boundedCountOf } from '../../db/bounded-count';
import type { Tx } from '../../db/database';
import { escapeLike } from '../../db/like-pattern';
import { placeholder, preparedReads } from '../../db/prepared-read';
import { clients, clientStatusCounts, searchWordsOf } from '../../db/schema/clients';
import { parentCompanies } from '../../db/schema/options';

export type SearchSortField = 'id' | 'fullName' | 'email' | 'phone' | 'agency' | 'status';

export interface ClientSearchCriteria {
  /** Lower-cased text to find; '' finds every client. */
  text: string;
  /** Where the text may match (clientSearchMatch): anywhere, or at a word's start. */
  match: SearchMatch;
  /** Set when the text is a whole number that can be a client id. */
  id: number | null;
  /** Parent-company codes whose display name matches the text (see findAgencyCodesNamed). */
  agencyCodes: readonly string[];
  excludeStatuses: readonly string[];
  sortField: SearchSortField;
  descending: boolean;
  limit: number;
  offset: number;
}

/**
 * What decides a search's SQL text. Its values (the text's pattern, the id, the agency codes,
 * the paging) are placeholders in a statement built once a process per shape (prepared-read.ts):
 * drizzle building the text again was a tenth of a search's time in the API.
 */
interface SearchShape {
  match: SearchMatch | null;
  byId: boolean;
  agencies: number;
  excludeStatuses: readonly string[];
  sortField: SearchSortField;
  descending: boolean;
}

/** A search's statement: its shape, with values given or as placeholders. */
interface SearchStatement extends Omit<SearchShape, 'byId' | 'agencies'> {
  pattern: string | Placeholder;
  id: number | Placeholder | null;
  agencyCodes: readonly (string | Placeholder)[];
  limit: number | Placeholder;
  offset: number | Placeholder;
}

/** The like pattern of a text: anywhere in the text, or after a space in its words. */
const likePattern = (text: string, match: SearchMatch) =>
  match === 'anywhere' ? `%${escapeLike(text)}%` : `% ${escapeLike(text)}%`;

const shapeOf = (c: ClientSearchCriteria): SearchShape => ({
  match: c.text === '' ? null : c.match,
  byId: c.id !== null,
  agencies: c.agencyCodes.length,
  excludeStatuses: c.excludeStatuses,
  sortField: c.sortField,
  descending: c.descending,
});

const statementOf = (c: ClientSearchCriteria): SearchStatement => ({
  ...shapeOf(c),
  pattern: likePattern(c.text, c.match),
  id: c.id,
  agencyCodes: c.agencyCodes,
  limit: c.limit,
  offset: c.offset,
});

/** The placeholder of the i-th agency code. */
const agencyKey = (i: number) => `agency${i}`;

const placeholdersOf = ({ byId, agencies, ...shape }: SearchShape): SearchStatement => ({
  ...shape,
  pattern: placeholder('pattern'),
  id: byId ? placeholder('id') : null,
  agencyCodes: Array.from({ length: agencies }, (_, i) => placeholder(agencyKey(i))),
  limit: placeholder('limit'),
  offset: placeholder('offset'),
});

/** The values of placeholdersOf's placeholders, by name, from the statement with them written in. */
function valuesOf(c: ClientSearchCriteria) {
  const { pattern, id, agencyCodes, limit, offset } = statementOf(c);
  const codes = Object.fromEntries(agencyCodes.map((code, i) => [agencyKey(i), code]));
  return { pattern, id, limit, offset, ...codes };
}

/**
 * The condition "this pattern matches": anywhere in `text`, or at the start of one of `words`
 * (the same text's words, each after a space, searchWordsOf).
 */
const textMatches = (
  pattern: string | Placeholder,
  match: SearchMatch,
  text: SQL | Column,
  words: SQL | Column,
) => sql`${match === 'anywhere' ? text : words} like ${pattern}`;

const agencyName = sql`lower(${parentCompanies.displayName})`;
const agenciesNamed = preparedReads(
  (match: SearchMatch) => (tx) =>
    tx
      .select({ code: parentCompanies.code })
      .from(parentCompanies)
      .where(textMatches(placeholder('pattern'), match, agencyName, searchWordsOf(agencyName))),
);

/**
 * Codes of the agencies whose display name matches the text as a client's search text does.
 * Looked up before the search so the planner sees literal codes: an unknown array from a
 * sub-select made it guess thousands of rows and walk the whole name index.
 */
export async function findAgencyCodesNamed(
  tx: Tx,
  text: string,
  match: SearchMatch,
): Promise<string[]> {
  if (text === '') return [];
  const rows = await agenciesNamed(match)(tx, { pattern: likePattern(text, match) });
  return rows.map((r) => r.code);
}

const sortColumns: Record<SearchSortField, SQL | typeof clients.id> = {
  id: clients.id,
  fullName: sql`${clients.fullName}`,
  email: sql`${clients.email}`,
  phone: sql`${clients.phone}`,
  agency: sql`coalesce(${parentCompanies.displayName}, ${clients.parentCompany}, '')`,
  status: sql`${clients.status}`,
};

/**
 * The filter of the dashboard search: the id, the stored search text or its words (trigram
 * indexes), or one of the agencies found by name. Each branch is an index scan; the planner ORs
 * their bitmaps.
 */
function clientSearchCondition(s: SearchStatement): SQL | undefined {
  const conditions: SQL[] = [];
  if (s.excludeStatuses.length > 0) {
    conditions.push(notInArray(clients.status, [...s.excludeStatuses]));
  }
  if (s.match !== null) {
    const matches: SQL[] = [
      textMatches(s.pattern, s.match, clients.searchText, clients.searchWords),
    ];
    if (s.id !== null) matches.unshift(eq(clients.id, s.id));
    if (s.agencyCodes.length > 0) matches.push(inArray(clients.parentCompany, [...s.agencyCodes]));
    conditions.push(or(...matches)!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const searchColumns = {
  id: clients.id,
  fullName: clients.fullName,
  email: clients.email,
  phone: clients.phone,
  agency: clients.parentCompany,
  agencyName: parentCompanies.displayName,
  status: clients.status,
  clientType: clients.clientType,
  city: clients.city,
  state: clients.state,
};

/**
 * A text search's page in name order, in two steps: the page's ids from the name index alone
 * (clients_full_name_search includes what the condition reads, migration 0027), then their rows.
 */
function searchPageByName(tx: Tx, s: SearchStatement) {
  const direction = s.descending ? desc : asc;
  const page = tx
    .select({ id: clients.id, name: clients.fullName })
    .from(clients)
    .where(clientSearchCondition(s))
    .orderBy(direction(clients.fullName), direction(clients.id))
    .limit(s.limit)
    .offset(s.offset)
    .as('page');
  return tx
    .select(searchColumns)
    .from(page)
    .innerJoin(clients, eq(clients.id, page.id))
    .leftJoin(parentCompanies, eq(parentCompanies.code, clients.parentCompany))
    .orderBy(direction(page.name), direction(page.id));
}

function searchPageQuery(tx: Tx, s: SearchStatement) {
  if (s.match !== null && s.id === null && s.sortField === 'fullName') {
    return searchPageByName(tx, s);
  }
  const direction = s.descending ? desc : asc;
  const order: SQL[] = [];
  // An exact id match leads the list, whatever the sort.
  if (s.id !== null) order.push(sql`(${clients.id} = ${s.id}) desc`);
  order.push(direction(sortColumns[s.sortField]));
  if (s.sortField !== 'id') order.push(direction(clients.id));
  return tx
    .select(searchColumns)
    .from(clients)
    .leftJoin(parentCompanies, eq(parentCompanies.code, clients.parentCompany))
    .where(clientSearchCondition(s))
    .orderBy(...order)
    .limit(s.limit)
    .offset(s.offset);
}

/** One page of matching clients with their agency's display name, its values written in. */
export const searchClientsQuery = (tx: Tx, criteria: ClientSearchCriteria) =>
  searchPageQuery(tx, statementOf(criteria));

export type ClientSearchRow = Awaited<ReturnType<typeof searchClientsQuery>>[number];

const pages = preparedReads(
  (shape: SearchShape) => (tx) => searchPageQuery(tx, placeholdersOf(shape)),
);

/** One page of matching clients (searchClientsQuery, prepared for the criteria's shape). */
export function searchClientsPage(
  tx: Tx,
  criteria: ClientSearchCriteria,
): Promise<ClientSearchRow[]> {
  return pages(shapeOf(criteria))(tx, valuesOf(criteria));
}

const matchCountQuery = (tx: Tx, s: SearchStatement) =>
  boundedCountOf(
    tx,
    tx
      .select({ one: sql`1` })
      .from(clients)
      .where(clientSearchCondition(s)),
  );

/** Matches counted up to one past the bound, so the scan stops there; its values written in. */
export const boundedMatchCount = (tx: Tx, criteria: ClientSearchCriteria) =>
  matchCountQuery(tx, statementOf(criteria));

const matchCounts = preparedReads(
  (shape: SearchShape) => (tx) => matchCountQuery(tx, placeholdersOf(shape)),
);

/** Three letters or digits in a row: a text the trigram index can look up. */
const TRIGRAM_TEXT = /[\p{L}\p{N}]{3}/u;

/**
 * From here to the end of the transaction, a text the trigram index can look up is found
 * through it, never by reading clients until the count's bound (decision 0019): the planner
 * costs that scan at a fraction of its time and, with some ANALYZE samples, chose it for
 * "smith" (5 ms instead of 1.2). A shorter text has no trigram to look up: reading stays its way.
 */
export async function findTextThroughTrigramIndex(tx: Tx, text: string): Promise<void> {
  if (TRIGRAM_TEXT.test(text)) await tx.execute(sql`set local enable_seqscan = off`);
}

async function countMatchingClients(tx: Tx, criteria: ClientSearchCriteria) {
  await findTextThroughTrigramIndex(tx, criteria.text);
  const [row] = await matchCounts(shapeOf(criteria))(tx, valuesOf(criteria));
  const n = row?.n ?? 0;
  return { total: Math.min(n, SEARCH_COUNT_BOUND), bounded: n > SEARCH_COUNT_BOUND };
}

const countsOutside = preparedReads(
  (excluded: readonly string[]) => (tx) =>
    tx
      .select({ n: sql<number>`coalesce(sum(${clientStatusCounts.n}), 0)::int` })
      .from(clientStatusCounts)
      .where(
        excluded.length > 0 ? notInArray(clientStatusCounts.status, [...excluded]) : undefined,
      ),
);

/**
 * The count of an unfiltered search from the per-status counters (no scan of clients), exact;
 * with a search text the matches are counted up to SEARCH_COUNT_BOUND.
 */
export async function countSearchedClients(
  tx: Tx,
  criteria: ClientSearchCriteria,
): Promise<{ total: number; bounded: boolean }> {
  if (criteria.text !== '') return countMatchingClients(tx, criteria);
  const [row] = await countsOutside(criteria.excludeStatuses)(tx);
  return { total: row?.n ?? 0, bounded: false };
}
