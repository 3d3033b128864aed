import type {
  ReactivationAttribute,
  UpdateReactivationAttributeRequest,
} from '@client-admin/contracts/reactivation';
import type { Database, Tx } from '../../db/database';
import type { RequestUser } from '../../plugins/auth';
import { actorOf, checkClientFor, loadClientFor, recordClientLog } from '../clients/clients.public';
import {
  findAttribute,
  saveAttribute,
  type ReactivationAttributeRow,
} from './reactivation.repository';

const toAttribute = (
  clientId: number,
  row: ReactivationAttributeRow | null,
): ReactivationAttribute => ({
  clientId,
  selfServiceOffered: row?.selfServiceOffered ?? true,
  updatedBy: row?.updatedBy ?? null,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/** Whether self-service reactivation is offered to the client (no attribute: it is). */
export async function isSelfServiceOffered(tx: Tx, clientId: number): Promise<boolean> {
  return (await findAttribute(tx, clientId))?.selfServiceOffered ?? true;
}

/** GET /api/reactivation/{clientId}/attribute: the client's users and staff. */
export async function getAttribute(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<ReactivationAttribute> {
  return db.transaction(async (tx) => {
    await checkClientFor(tx, user, clientId);
    return toAttribute(clientId, await findAttribute(tx, clientId));
  });
}

/** PUT /api/reactivation/{clientId}/attribute (staff): the change goes to the client's log. */
export async function updateAttribute(
  db: Database,
  user: RequestUser,
  clientId: number,
  body: UpdateReactivationAttributeRequest,
  now: Date = new Date(),
): Promise<ReactivationAttribute> {
  return db.transaction(async (tx) => {
    await loadClientFor(tx, user, clientId);
    const before = await findAttribute(tx, clientId);
    const saved = await saveAttribute(tx, {
      clientId,
      selfServiceOffered: body.selfServiceOffered,
      updatedBy: user.email,
      updatedAt: now,
    });
    await recordClientLog(tx, {
      clientId,
      ...actorOf(user),
      action: 'REACTIVATION_ATTRIBUTE',
      before: { selfServiceOffered: before?.selfServiceOffered ?? true },
      after: { selfServiceOffered: body.selfServiceOffered },
    });
    return toAttribute(clientId, saved);
  });
}
