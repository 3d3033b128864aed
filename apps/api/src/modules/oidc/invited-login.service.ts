import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db/database';
import { conflict } from '../../errors';
import {
  findUserByEmail,
  insertInvitedUser,
  insertPasswordReset,
  rolesOf,
} from './accounts.repository';
import { hashResetToken, resetLink } from './password-reset.service';

/** How long the link that sets a new login's first password works (ours: a week). */
const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const STAFF_EMAIL_TAKEN = 'This e-mail signs in as staff and cannot be a client login.';

/**
 * The login of a client made by a signed contract, inside its transaction: an existing client
 * login with that e-mail is bound (it keeps its password); else a new one is made, with a link
 * to set its password. A staff login's e-mail cannot become a client's (409).
 */
export async function provisionClientLogin(
  tx: Tx,
  publicUrl: string,
  person: { email: string; firstName: string; lastName: string },
  now: Date,
): Promise<{ userId: string; passwordLink: string | null }> {
  const existing = await findUserByEmail(tx, person.email);
  if (existing) {
    if ((await rolesOf(tx, existing.id)).length > 0) throw conflict(STAFF_EMAIL_TAKEN);
    return { userId: existing.id, passwordLink: null };
  }
  const user = await insertInvitedUser(tx, person);
  const token = randomBytes(32).toString('base64url');
  await insertPasswordReset(tx, {
    tokenHash: hashResetToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
  });
  return { userId: user.id, passwordLink: resetLink(publicUrl, token) };
}

/** Whether a login with this e-mail exists (the contract page says which login signs in). */
export async function loginExists(tx: Tx, email: string): Promise<boolean> {
  return (await findUserByEmail(tx, email)) !== undefined;
}
