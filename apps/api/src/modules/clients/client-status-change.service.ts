import type { Tx } from '../../db/database';
import { recordClientLog } from './client-logs.service';
import { findClientForUpdate, updateClient } from './clients.repository';

/** Who changed the status: a user, or the system (a job). */
export interface StatusActor {
  actorUserId: string | null;
  actorEmail: string;
}

/**
 * Holds the client row until the transaction ends (a job locks the client before the rows it
 * then changes, in the order the requests lock them); answers its status, null when unknown.
 */
export async function lockClientStatus(tx: Tx, clientId: number): Promise<string | null> {
  return (await findClientForUpdate(tx, clientId))?.status ?? null;
}

/**
 * Moves a client's status as `next` says, in the caller's transaction, with a STATUS_CHANGED
 * log row (giving the reason when there is one). Locks the client row first.
 * Answers the status after the move (unchanged when `next` keeps it; null for an unknown client).
 */
export async function moveClientStatus(
  tx: Tx,
  clientId: number,
  next: (status: string) => string,
  actor: StatusActor,
  reason?: string,
): Promise<string | null> {
  const row = await findClientForUpdate(tx, clientId);
  if (!row) return null;
  const status = next(row.status);
  if (status === row.status) return status;
  await updateClient(tx, clientId, { status });
  await recordClientLog(tx, {
    clientId,
    ...actor,
    action: 'STATUS_CHANGED',
    before: { status: row.status },
    after: reason === undefined ? { status } : { status, reason },
  });
  return status;
}
