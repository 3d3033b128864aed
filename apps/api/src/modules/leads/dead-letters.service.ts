import type { DeadLetter, DeadLettersResponse } from '@client-admin/contracts/leads';
import { LEADS_MESSAGES as M } from '@client-admin/domain/leads/leads-messages';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../errors';
import { toDeadLetter } from './leads-mapper';
import { requeueDelivery } from '../lead-flow/lead-flow.public';
import { findDelivery, listFailedDeliveries } from './leads.repository';

/**
 * The dead letter queue (developers, decision 0032): the lead deliveries that exhausted their
 * retries (lead_deliveries status failed), and a retry that puts one back in the outbox.
 */
export async function getDeadLetters(
  db: Database,
  query: { pageNum: number; pageSize: number },
): Promise<DeadLettersResponse> {
  return db.transaction(async (tx) => {
    const { rows, total } = await listFailedDeliveries(
      tx,
      query.pageSize,
      (query.pageNum - 1) * query.pageSize,
    );
    return {
      items: rows.map(toDeadLetter),
      metaData: {
        page: query.pageNum,
        pageSize: query.pageSize,
        totalRecords: total,
        totalPages: Math.ceil(total / query.pageSize),
      },
    };
  });
}

/**
 * POST /api/leads/deadLetterQueueMessages/{id}/retry: the delivery is pending again, due now,
 * with its attempts counted afresh; the lead-delivery job sends it on its next run.
 */
export async function retryDeadLetter(
  db: Database,
  id: number,
  now: Date = new Date(),
): Promise<DeadLetter> {
  return db.transaction(async (tx) => {
    const row = await findDelivery(tx, id);
    if (!row) throw notFound(M.deliveryNotFound);
    if (row.status !== 'failed') throw conflict(M.deliveryNotFailed);
    await requeueDelivery(tx, id, now);
    return toDeadLetter({
      ...row,
      status: 'pending',
      attempts: 0,
      lastError: null,
      lastAttemptAt: now,
    });
  });
}
