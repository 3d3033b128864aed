import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { clients } from '../../db/schema/clients';
import { notifications } from '../../db/schema/notifications';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationValues = Omit<
  typeof notifications.$inferInsert,
  'id' | 'createdAt' | 'createdBy'
>;

const newestFirst = [desc(notifications.startDate), desc(notifications.id)];

/** Every notification, or only those whose date range has not ended. */
export function listNotifications(tx: Tx, options: { includeExpired: boolean; now: Date }) {
  return tx
    .select()
    .from(notifications)
    .where(options.includeExpired ? undefined : gt(notifications.endDate, options.now))
    .orderBy(...newestFirst);
}

/** Notifications whose date range holds now. */
export function listActiveNotifications(tx: Tx, now: Date) {
  return tx
    .select()
    .from(notifications)
    .where(and(lte(notifications.startDate, now), gt(notifications.endDate, now)))
    .orderBy(...newestFirst);
}

export async function insertNotification(
  tx: Tx,
  values: NotificationValues & { createdBy: string },
): Promise<NotificationRow> {
  const [row] = await tx.insert(notifications).values(values).returning();
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}

export async function updateNotification(
  tx: Tx,
  id: number,
  values: NotificationValues,
): Promise<NotificationRow | undefined> {
  const [row] = await tx
    .update(notifications)
    .set(values)
    .where(eq(notifications.id, id))
    .returning();
  return row;
}

export async function deleteNotification(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(notifications)
    .where(eq(notifications.id, id))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** What visibility rules look at for one client. */
export async function findAudienceClient(tx: Tx, clientId: number) {
  const [row] = await tx
    .select({ clientType: clients.clientType, state: clients.state, status: clients.status })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row;
}
