import type { ClientStatusResponse } from '@client-admin/contracts/clients';
import { CLIENT_STATUSES, clientStatusLabel } from '@client-admin/domain/client-status';
import type { Database } from '../../db/database';
import { badRequest } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { loadClientFor, actorOf, moveClientStatus } from '../clients/clients.public';
import { findStatusLabel } from './status.repository';

/** Codes are matched ignoring case, like the paths that carry them ('active' is ACTIVE). */
function canonicalStatus(value: string): string {
  const code = CLIENT_STATUSES.find((s) => s.toLowerCase() === value.trim().toLowerCase());
  if (!code) throw badRequest('status', 'Unknown status');
  return code;
}

const toResponse = (id: number, status: string, label: string | null): ClientStatusResponse => ({
  id,
  status,
  statusLabel: label ?? clientStatusLabel(status),
});

/** GET /api/status/{id}: staff, or the client's own user. */
export async function getStatus(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<ClientStatusResponse> {
  return db.transaction(async (tx) => {
    const row = await loadClientFor(tx, user, clientId);
    return toResponse(row.id, row.status, await findStatusLabel(tx, row.status));
  });
}

/** PUT /api/status/{id}/{status}: client services or admin; setting the same status is a no-op. */
export async function changeStatus(
  db: Database,
  user: RequestUser,
  clientId: number,
  requested: string,
): Promise<ClientStatusResponse> {
  const status = canonicalStatus(requested);
  return db.transaction(async (tx) => {
    await loadClientFor(tx, user, clientId, { lock: true });
    const label = await findStatusLabel(tx, status);
    if (label === null) throw badRequest('status', 'Unknown status');
    await moveClientStatus(tx, clientId, () => status, actorOf(user));
    return toResponse(clientId, status, label);
  });
}
