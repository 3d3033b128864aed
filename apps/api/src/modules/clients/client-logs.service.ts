import type { ClientLogsQuery, ClientLogsResponse } from '@client-admin/contracts/clients';
import { CLIENT_LOGS_RECENT_DAYS, DEFAULT_TIME_ZONE } from '@client-admin/domain/constants';
import type { Database, Tx } from '../../db/database';
import { badRequest } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import {
  insertClientLog,
  listClientLogs,
  type ClientLogRow,
  type NewClientLog,
} from './client-logs.repository';
import { loadClientFor } from './client-lookup';
import { pageMeta, pageOffset } from './paging';

/** The audit row of a change, written in the transaction that made it (any module's change). */
export async function recordClientLog(tx: Tx, entry: NewClientLog): Promise<void> {
  await insertClientLog(tx, entry);
}

const DAY_MS = 24 * 60 * 60 * 1000;

const toClientLog = (row: ClientLogRow) => ({
  id: row.id,
  clientId: row.clientId,
  createdAt: row.createdAt.toISOString(),
  actorEmail: row.actorEmail,
  action: row.action,
  before: row.before ?? null,
  after: row.after ?? null,
});

/**
 * GET /api/clients/{id}/logs (client services). startDate and endDate are whole days in
 * America/New_York, both included; last45Days keeps the last 45 x 24 hours on top of them.
 */
export async function listLogs(
  db: Database,
  user: RequestUser,
  clientId: number,
  query: ClientLogsQuery,
): Promise<ClientLogsResponse> {
  if (query.startDate && query.endDate && query.startDate > query.endDate) {
    throw badRequest('endDate', 'endDate must be on or after startDate');
  }
  return db.transaction(async (tx) => {
    await loadClientFor(tx, user, clientId);
    const { rows, total } = await listClientLogs(tx, {
      clientId,
      firstDay: query.startDate ?? null,
      lastDay: query.endDate ?? null,
      timeZone: DEFAULT_TIME_ZONE,
      since: query.last45Days ? new Date(Date.now() - CLIENT_LOGS_RECENT_DAYS * DAY_MS) : null,
      descending: query.sortBy === '-createdAt',
      limit: query.pageSize,
      offset: pageOffset(query.currentPage, query.pageSize),
    });
    return {
      items: rows.map(toClientLog),
      metaData: pageMeta(query.currentPage, query.pageSize, total),
    };
  });
}
