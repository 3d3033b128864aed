import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { clientLogins, users } from '../../db/schema/identity';

/** Reads of the logins linked to a client; the users table is written by oidc (its owner). */
export type LoginRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'accountEnabled'
  | 'failedAttempts'
  | 'lockedUntil'
  | 'lastLoginAt'
>;

const loginColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  accountEnabled: users.accountEnabled,
  failedAttempts: users.failedAttempts,
  lockedUntil: users.lockedUntil,
  lastLoginAt: users.lastLoginAt,
};

export const listClientLogins = (tx: Tx, clientId: number): Promise<LoginRow[]> =>
  tx
    .select(loginColumns)
    .from(users)
    .innerJoin(clientLogins, eq(clientLogins.userId, users.id))
    .where(eq(clientLogins.clientId, clientId))
    .orderBy(asc(users.email), asc(users.id));

/** The login, locked, when it is linked to that client. */
export async function findClientLoginForUpdate(
  tx: Tx,
  clientId: number,
  loginId: string,
): Promise<LoginRow | null> {
  const [row] = await tx
    .select(loginColumns)
    .from(users)
    .innerJoin(clientLogins, eq(clientLogins.userId, users.id))
    .where(and(eq(clientLogins.clientId, clientId), eq(users.id, loginId)))
    .for('update', { of: users });
  return row ?? null;
}

export async function emailTakenByOther(tx: Tx, email: string, loginId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, loginId)));
  return rows.length > 0;
}
