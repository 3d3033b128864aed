import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passwordResets, userRoles, users } from '../../db/schema/identity';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

export async function rolesOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(userRoles.role);
  return rows.map((row) => row.role);
}

/** Counts one more wrong password in one statement; returns the new count. */
export async function addFailedAttempt(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ failedAttempts: sql`${users.failedAttempts} + 1` })
    .where(eq(users.id, userId))
    .returning({ failedAttempts: users.failedAttempts });
  return row?.failedAttempts ?? 0;
}

export async function lockUser(db: Database, userId: string, until: Date): Promise<void> {
  await db.update(users).set({ lockedUntil: until, failedAttempts: 0 }).where(eq(users.id, userId));
}

export async function recordSignIn(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ failedAttempts: 0, lockedUntil: null, lastLoginAt: new Date() })
    .where(eq(users.id, userId));
}

/** The fields of a login that client services edit (the logins module's properties call). */
export type LoginChanges = Partial<
  Pick<
    UserRow,
    'email' | 'firstName' | 'lastName' | 'accountEnabled' | 'failedAttempts' | 'lockedUntil'
  >
>;

export async function updateLogin(
  db: Database,
  userId: string,
  changes: LoginChanges,
): Promise<UserRow> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!row) throw new Error(`login ${userId} vanished during its update`);
  return row;
}

export async function insertUser(
  db: Database,
  values: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    signupState: string;
  },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, lastLoginAt: new Date() })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A login made for someone else (a signed contract's client): no password until it sets one. */
export async function insertInvitedUser(
  db: Database,
  values: { email: string; firstName: string; lastName: string },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function insertPasswordReset(
  db: Database,
  values: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** An unused, unexpired reset ticket with the login it belongs to. */
export async function findOpenPasswordReset(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ userId: passwordResets.userId, accountEnabled: users.accountEnabled })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Closes the ticket and sets the new password in one transaction; a ticket already used (even by
 * a concurrent request) or expired changes nothing and answers false.
 */
export async function consumePasswordReset(
  db: Database,
  tokenHash: string,
  passwordHash: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [ticket] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!ticket) return false;
    await tx
      .update(users)
      .set({ passwordHash, failedAttempts: 0, lockedUntil: null })
      .where(eq(users.id, ticket.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, ticket.userId), isNull(passwordResets.usedAt)));
    return true;
  });
}
