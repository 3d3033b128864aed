import type { Tx } from '../../../db/database';
import { clientStatusWhenCancelled } from '@client-admin/domain/billing/cancellation/cancellation-status';
import { moveClientStatus, type StatusActor } from '../../clients/clients.public';
import { writeCancellationStatement } from '../statements/statements.service';
import { markCancellationDone, type CancellationRow } from './cancellation.repository';

/**
 * Applies a scheduled cancellation in the caller's transaction, the client row locked first:
 * the client becomes Cancelled (a STATUS_CHANGED log row with the reason code), which the lead
 * flow already reads as "no leads" for every channel of the client (decision 0030); the
 * channels keep their own statuses, so a reactivation finds them as they were. The client's
 * cancellation statement is written from the ledger; no ledger rows are written.
 */
export async function applyCancellation(
  tx: Tx,
  row: CancellationRow,
  actor: StatusActor,
  now: Date,
): Promise<void> {
  await moveClientStatus(tx, row.clientId, clientStatusWhenCancelled, actor, row.reasonCode);
  await writeCancellationStatement(tx, row.clientId, row.effectiveDate);
  await markCancellationDone(tx, row.id, now);
}
