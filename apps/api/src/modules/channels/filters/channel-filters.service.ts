import type {
  SubscriptionFilter,
  SubscriptionFiltersResponse,
} from '@client-admin/contracts/channels';
import { FILTER_MESSAGES } from '@client-admin/domain/channel-messages';
import type { Database, Tx } from '../../../db/database';
import { badRequest } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { loadFilterCatalogue, type FilterCatalogue } from '../../packages/packages.public';
import { loadChannelFor } from '../channel-access';
import { insertChannelChange } from '../channel-changes.repository';
import { setChannelFilterList, type ChannelRow } from '../channels.repository';
import {
  deleteChannelFilters,
  insertChannelFilters,
  listChannelFilters,
  updateChannelFilter,
  type ChannelFilterRow,
  type NewChannelFilter,
} from './channel-filters.repository';

/** The id of a filter not stored yet (the upsert's "add this one"). */
const NEW_FILTER_ID = -1;

/** Which pair of calls the browser used: the Taz ones are for Direct Transfer call channels. */
export type FilterCalls = 'plain' | 'taz';

function assertCalls(channel: ChannelRow, calls: FilterCalls): void {
  const direct = channel.callType === 'ColdTransfer';
  if (calls === 'taz' && !direct) throw badRequest('id', FILTER_MESSAGES.notTaz);
  if (calls === 'plain' && direct) throw badRequest('id', FILTER_MESSAGES.tazOnly);
}

/** A lookup filter shows its lookup's value; the row keeps only the lookup id. */
function toFilter(
  row: Pick<ChannelFilterRow, 'id' | 'filterTypeId' | 'lookupId' | 'inputValue'>,
  catalogue: FilterCatalogue,
): SubscriptionFilter {
  const type = catalogue.types.get(row.filterTypeId);
  const lookup = row.lookupId === null ? undefined : catalogue.lookups.get(row.lookupId);
  return {
    subscriptionFilterId: row.id,
    subscriptionFilterTypeId: row.filterTypeId,
    subscriptionFilterTypeName: type?.name ?? '',
    subscriptionFilterTypeOperator: type?.operator ?? '',
    subscriptionFilterTypeInputValue: lookup ? lookup.value : row.inputValue,
    subscriptionFilterTypeInputLookup: row.lookupId,
  };
}

const respond = (
  rows: ChannelFilterRow[],
  catalogue: FilterCatalogue,
): SubscriptionFiltersResponse => ({
  subscriptionFilters: rows.map((row) => toFilter(row, catalogue)),
  subscriptionFilterTypes: catalogue.response,
});

/**
 * Checks one entry against its type; returns the row to store. `at` is the entry's field path
 * (its index in the list, as the zod 400s name it, under any prefix of the caller's body).
 */
function toRow(
  channelId: number,
  entry: SubscriptionFilter,
  at: string,
  catalogue: FilterCatalogue,
): NewChannelFilter {
  const type = catalogue.types.get(entry.subscriptionFilterTypeId);
  if (!type) throw badRequest(`${at}.subscriptionFilterTypeId`, FILTER_MESSAGES.unknownFilterType);
  const base = { channelId, filterTypeId: type.id };
  if (type.inputKind === 'lookup') {
    const lookupId = entry.subscriptionFilterTypeInputLookup;
    const lookup = lookupId === null ? undefined : catalogue.lookups.get(lookupId);
    if (!lookup || lookup.filterTypeId !== type.id) {
      throw badRequest(`${at}.subscriptionFilterTypeInputLookup`, FILTER_MESSAGES.chooseLookup);
    }
    return { ...base, inputValue: null, lookupId: lookup.id };
  }
  const value = entry.subscriptionFilterTypeInputValue?.trim() ?? '';
  const field = `${at}.subscriptionFilterTypeInputValue`;
  if (value === '') {
    throw badRequest(
      field,
      type.inputKind === 'number' ? FILTER_MESSAGES.enterNumber : FILTER_MESSAGES.enterValue,
    );
  }
  if (type.inputKind === 'number' && !Number.isFinite(Number(value))) {
    throw badRequest(field, FILTER_MESSAGES.enterNumber);
  }
  return { ...base, inputValue: value, lookupId: null };
}

const sameContent = (a: NewChannelFilter, b: NewChannelFilter) =>
  a.filterTypeId === b.filterTypeId && a.inputValue === b.inputValue && a.lookupId === b.lookupId;

const contentKey = (row: NewChannelFilter) =>
  `${row.filterTypeId}|${row.lookupId ?? ''}|${row.inputValue ?? ''}`;

const sameSet = (a: string[], b: string[]) =>
  JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

/** Distinct type names in the order the filters list them (seed 001 §3 filterList). */
function filterListOf(rows: ChannelFilterRow[], catalogue: FilterCatalogue): string {
  const names = rows.map((row) => catalogue.types.get(row.filterTypeId)?.name ?? '');
  return [...new Set(names)].join(',');
}

/**
 * The filters of a channel not yet made (a signup's): each checked against its type, none
 * repeated, with the 400s the upsert gives, named under `prefix` (e.g. `clientQuoteTypes.0.filters`).
 * Answers them as the catalogue names them (type name and operator, a lookup's value), as a
 * channel's filters are answered, so the contract shows what the channel will filter on.
 */
export async function normaliseDraftFilters(
  tx: Tx,
  entries: readonly SubscriptionFilter[],
  prefix: string,
): Promise<SubscriptionFilter[]> {
  if (entries.length === 0) return [];
  const catalogue = await loadFilterCatalogue(tx);
  const seen = new Set<string>();
  return entries.map((entry, index) => {
    const row = toRow(0, entry, `${prefix}.${index}`, catalogue);
    const key = contentKey(row);
    if (seen.has(key)) throw badRequest(`${prefix}.${index}`, FILTER_MESSAGES.repeatedFilter);
    seen.add(key);
    const { filterTypeId, inputValue = null, lookupId = null } = row;
    return toFilter({ id: NEW_FILTER_ID, filterTypeId, inputValue, lookupId }, catalogue);
  });
}

/** GET api/LeadType/GetSubscriptionFilters/{id}/ and GetTazSubscriptionFilters/{id}/. */
export async function getChannelFilters(
  db: Database,
  user: RequestUser,
  channelId: number,
  calls: FilterCalls,
): Promise<SubscriptionFiltersResponse> {
  return db.transaction(async (tx) => {
    assertCalls(await loadChannelFor(tx, user, channelId), calls);
    const catalogue = await loadFilterCatalogue(tx);
    return respond(await listChannelFilters(tx, channelId), catalogue);
  });
}

/**
 * POST api/LeadType/UpsertSubscriptionFilter/{id} (and the Taz one): the list replaces the
 * channel's filters. Listed ids are kept (and updated), -1 entries are added, unlisted ones are
 * deleted. A save that changes the set writes one filter history entry and the filterList.
 */
export async function upsertChannelFilters(
  db: Database,
  user: RequestUser,
  channelId: number,
  calls: FilterCalls,
  entries: SubscriptionFilter[],
): Promise<SubscriptionFiltersResponse> {
  return db.transaction((tx) => replaceChannelFilters(tx, user, channelId, calls, entries));
}

/** The filters' replacement inside a caller's transaction (a campaign save). */
export async function replaceChannelFilters(
  tx: Tx,
  user: RequestUser,
  channelId: number,
  calls: FilterCalls,
  entries: SubscriptionFilter[],
): Promise<SubscriptionFiltersResponse> {
  const channel = await loadChannelFor(tx, user, channelId, { lock: true });
  assertCalls(channel, calls);
  const catalogue = await loadFilterCatalogue(tx);
  const before = await listChannelFilters(tx, channelId);
  const existing = new Map(before.map((row) => [row.id, row]));
  const kept = new Set<number>();
  const seen = new Set<string>();
  const inserts: NewChannelFilter[] = [];
  const updates: [number, NewChannelFilter][] = [];
  for (const [index, entry] of entries.entries()) {
    const row = toRow(channelId, entry, `${index}`, catalogue);
    const key = contentKey(row);
    if (seen.has(key)) throw badRequest(`${index}`, FILTER_MESSAGES.repeatedFilter);
    seen.add(key);
    const id = entry.subscriptionFilterId;
    if (id === -1) {
      inserts.push(row);
      continue;
    }
    const current = existing.get(id);
    if (!current || kept.has(id)) {
      throw badRequest(`${index}.subscriptionFilterId`, FILTER_MESSAGES.unknownFilter);
    }
    kept.add(id);
    if (!sameContent(current, row)) updates.push([id, row]);
  }
  // Re-adding what was removed, or saving the list as it was, is not a change.
  if (sameSet([...seen], before.map(contentKey))) return respond(before, catalogue);
  const removed = before.filter((row) => !kept.has(row.id)).map((row) => row.id);
  await deleteChannelFilters(tx, removed);
  for (const [id, row] of updates) await updateChannelFilter(tx, id, row);
  await insertChannelFilters(tx, inserts);
  const after = await listChannelFilters(tx, channelId);
  const filterList = filterListOf(after, catalogue);
  if (filterList !== channel.filterList) await setChannelFilterList(tx, channelId, filterList);
  await insertChannelChange(tx, {
    kind: 'filters',
    channelId,
    actor: user.email,
    before: before.map((row) => toFilter(row, catalogue)),
    after: after.map((row) => toFilter(row, catalogue)),
  });
  return respond(after, catalogue);
}
