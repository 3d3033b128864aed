import { eq, or } from 'drizzle-orm';
import type { Database, Tx } from '../../db/database';
import { clients } from '../../db/schema/clients';
import { clientLogins, users } from '../../db/schema/identity';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A login by its id or its outside issuer's subject, with the client it is linked to. */
export async function findIdentity(db: Database, oid: string) {
  const bySubject = eq(users.externalSubject, oid);
  const [row] = await db
    .select({ userId: users.id, clientId: clientLogins.clientId })
    .from(users)
    .leftJoin(clientLogins, eq(clientLogins.userId, users.id))
    .where(uuidPattern.test(oid) ? or(eq(users.id, oid), bySubject) : bySubject)
    .limit(1);
  return row;
}

/** The login, locked for the rest of the transaction so two first calls make one client. */
export async function lockUser(tx: Tx, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

const defaultClientColumns = {
  id: clients.id,
  firstName: clients.firstName,
  lastName: clients.lastName,
  state: clients.state,
  clientType: clients.clientType,
};

export async function findLinkedClient(tx: Tx, userId: string) {
  const [row] = await tx
    .select(defaultClientColumns)
    .from(clientLogins)
    .innerJoin(clients, eq(clients.id, clientLogins.clientId))
    .where(eq(clientLogins.userId, userId))
    .limit(1);
  return row;
}

export async function linkClient(tx: Tx, userId: string, clientId: number) {
  await tx.insert(clientLogins).values({ userId, clientId });
}
