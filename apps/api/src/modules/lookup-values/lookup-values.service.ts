import type {
  LookupValue,
  LookupValuesFilter,
  LookupValuesResponse,
  SaveLookupValueRequest,
} from '@client-admin/contracts/lookup-values';
import type { LookupValueSort } from '@client-admin/domain/lookup-values/lookup-value-constants';
import { LOOKUP_VALUE_MESSAGES as M } from '@client-admin/domain/lookup-values/lookup-value-messages';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import { pageMeta, pageOffset } from '../clients/clients.public';
import {
  findFilterType,
  findLookupValue,
  insertLookupValue,
  listLookupValues,
  updateLookupValue,
  valueTaken,
} from './lookup-values.repository';

/** GET /api/lookupvalue: a page of lookup values in the asked order. */
export function getLookupValues(
  db: Database,
  query: LookupValuesFilter,
): Promise<LookupValuesResponse> {
  const descending = query.sortBy.startsWith('-');
  return db.transaction(async (tx) => {
    const { rows, total } = await listLookupValues(tx, {
      search: query.search,
      filterTypeId: query.filterTypeId,
      sort: query.sortBy.replace(/^-/, '') as LookupValueSort,
      descending,
      limit: query.pageSize,
      offset: pageOffset(query.pageNum, query.pageSize),
    });
    return { items: rows, metaData: pageMeta(query.pageNum, query.pageSize, total) };
  });
}

/**
 * POST /api/lookupValue/: a new value of a lookup filter type, or a change of one. The channel
 * filters that picked a value keep it through a change (they hold its id).
 */
export function saveLookupValue(
  db: Database,
  request: SaveLookupValueRequest,
): Promise<LookupValue> {
  const values = { filterTypeId: request.filterTypeId, value: request.value, label: request.label };
  return db.transaction(async (tx) => {
    if (request.id !== undefined && !(await findLookupValue(tx, request.id))) {
      throw notFound(M.notFound);
    }
    const type = await findFilterType(tx, values.filterTypeId);
    if (!type) throw badRequest('filterTypeId', M.unknownFilterType);
    if (type.inputKind !== 'lookup') throw badRequest('filterTypeId', M.notLookupFilter);
    if (await valueTaken(tx, values.filterTypeId, values.value, request.id)) {
      throw badRequest('value', M.duplicate);
    }
    const id =
      request.id === undefined
        ? await insertLookupValue(tx, values)
        : (await updateLookupValue(tx, request.id, values), request.id);
    const saved = await findLookupValue(tx, id);
    if (!saved) throw notFound(M.notFound);
    return saved;
  });
}
