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
  /** Parent-company codes whose display name contains the text (see findAgencyCodesNamed). */
  agencyCodes: readonly string[];
  excludeStatuses: readonly string[];
  sortField: SearchSortField;
  descending: boolean;
  limit: number | Placeholder;
  offset: number | Placeholder;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The condition "this text matches": anywhere in `text`, or at the start of one of `words`
 * (the same text's words, each after a space, searchWordsOf).
 */
function textMatches(
  text: string,
  match: SearchMatch,
  anywhereIn: SQL | Column,
  words: SQL | Column,
) {
  return match === 'anywhere'
    ? sql`${anywhereIn} like ${`%${escapeLike(text)}%`}`
    : sql`${words} like ${`% ${escapeLike(text)}%`}`;
}

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
  const name = sql`lower(${parentCompanies.displayName})`;
  const rows = await tx
    .select({ code: parentCompanies.code })
    .from(parentCompanies)
    .where(textMatches(text, match, name, searchWordsOf(name)));
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
export function clientSearchCondition(criteria: ClientSearchCriteria): SQL | undefined {
  const conditions: SQL[] = [];
  if (criteria.excludeStatuses.length > 0) {
    conditions.push(notInArray(clients.status, [...criteria.excludeStatuses]));
  }
  if (criteria.text !== '') {
    const matches: SQL[] = [
      textMatches(criteria.text, criteria.match, clients.searchText, clients.searchWords),
    ];
    if (criteria.id !== null) matches.unshift(eq(clients.id, criteria.id));
    if (criteria.agencyCodes.length > 0) {
      matches.push(inArray(clients.parentCompany, [...criteria.agencyCodes]));
    }
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
function searchPageByName(tx: Tx, criteria: ClientSearchCriteria) {
  const direction = criteria.descending ? desc : asc;
  const page = tx
    .select({ id: clients.id, name: clients.fullName })
    .from(clients)
    .where(clientSearchCondition(criteria))
    .orderBy(direction(clients.fullName), direction(clients.id))
    .limit(criteria.limit)
    .offset(criteria.offset)
    .as('page');
  return tx
    .select(searchColumns)
    .from(page)
    .innerJoin(clients, eq(clients.id, page.id))
    .leftJoin(parentCompanies, eq(parentCompanies.code, clients.parentCompany))
    .orderBy(direction(page.name), direction(page.id));
}

/** One page of matching clients with their agency's display name. */
export function searchClientsQuery(tx: Tx, criteria: ClientSearchCriteria) {
  if (criteria.text !== '' && criteria.id === null && criteria.sortField === 'fullName') {
    return searchPageByName(tx, criteria);
  }
  const direction = criteria.descending ? desc : asc;
  const order: SQL[] = [];
  // An exact id match leads the list, whatever the sort.
  if (criteria.id !== null) order.push(sql`(${clients.id} = ${criteria.id}) desc`);
  order.push(direction(sortColumns[criteria.sortField]));
  if (criteria.sortField !== 'id') order.push(direction(clients.id));
  return tx
    .select(searchColumns)
    .from(clients)
    .leftJoin(parentCompanies, eq(parentCompanies.code, clients.parentCompany))
    .where(clientSearchCondition(criteria))
    .orderBy(...order)
    .limit(criteria.limit)
    .offset(criteria.offset);
}

export type ClientSearchRow = Awaited<ReturnType<typeof searchClientsQuery>>[number];

/** What decides the text of a search without text: the statuses left out and the order. */
type UnfilteredShape = Pick<ClientSearchCriteria, 'excludeStatuses' | 'sortField' | 'descending'>;

// The dashboard opens on a search without text: its page is prepared per order (prepared-read.ts).
const unfilteredPages = preparedReads(
  (shape: UnfilteredShape) => (tx) =>
    searchClientsQuery(tx, {
      ...shape,
      text: '',
      match: 'anywhere',
      id: null,
      agencyCodes: [],
      limit: placeholder('limit'),
      offset: placeholder('offset'),
    }),
);

/** One page of matching clients (searchClientsQuery, prepared when the search has no text). */
export async function searchClientsPage(
  tx: Tx,
  criteria: ClientSearchCriteria,
): Promise<ClientSearchRow[]> {
  if (criteria.text !== '') return searchClientsQuery(tx, criteria);
  const { excludeStatuses, sortField, descending, limit, offset } = criteria;
  return unfilteredPages({ excludeStatuses, sortField, descending })(tx, { limit, offset });
}

/** Matches counted up to one past the bound, so the scan stops there. */
export const boundedMatchCount = (tx: Tx, criteria: ClientSearchCriteria) =>
  boundedCountOf(
    tx,
    tx
      .select({ one: sql`1` })
      .from(clients)
      .where(clientSearchCondition(criteria)),
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
  const [row] = await boundedMatchCount(tx, criteria);
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
