import type { ClientSearchQuery, ClientSearchResponse } from '@client-admin/contracts/clients';
import { clientSearchMatch } from '@client-admin/domain/client-search';
import { CANCELLED_STATUSES, clientStatusLabel } from '@client-admin/domain/client-status';
import type { Database } from '../../db/database';
import {
  countSearchedClients,
  findAgencyCodesNamed,
  searchClientsPage,
  type ClientSearchCriteria,
  type ClientSearchRow,
  type SearchSortField,
} from './client-search.repository';
import { pageMeta, pageOffset } from './paging';

const MAX_CLIENT_ID = 2_147_483_647;

export function toSearchCriteria(
  query: ClientSearchQuery,
  agencyCodes: readonly string[] = [],
): ClientSearchCriteria {
  const q = query.q.trim();
  const asId = /^\d{1,10}$/.test(q) ? Number(q) : null;
  const descending = query.sortBy.startsWith('-');
  return {
    text: q.toLowerCase(),
    match: clientSearchMatch(q),
    id: asId !== null && asId <= MAX_CLIENT_ID ? asId : null,
    agencyCodes,
    excludeStatuses: query.includeCancel ? [] : CANCELLED_STATUSES,
    sortField: query.sortBy.replace(/^-/, '') as SearchSortField,
    descending,
    limit: query.pageSize,
    offset: pageOffset(query.page, query.pageSize),
  };
}

const toItem = (row: ClientSearchRow) => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  agency: row.agency ?? '',
  agencyName: row.agencyName ?? '',
  status: row.status,
  statusLabel: clientStatusLabel(row.status),
  clientType: row.clientType,
  city: row.city,
  state: row.state,
});

/** GET /api/clients/search: the admin dashboard's search (client services or account creator). */
export async function searchClients(
  db: Database,
  query: ClientSearchQuery,
): Promise<ClientSearchResponse> {
  return db.transaction(async (tx) => {
    const typed = toSearchCriteria(query);
    const agencyCodes = await findAgencyCodesNamed(tx, typed.text, typed.match);
    const criteria = { ...typed, agencyCodes };
    const rows = await searchClientsPage(tx, criteria);
    const { total, bounded } = await countSearchedClients(tx, criteria);
    return {
      items: rows.map(toItem),
      metaData: pageMeta(query.page, query.pageSize, total, bounded),
    };
  });
}
