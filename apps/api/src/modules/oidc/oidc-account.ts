import type { Account, FindAccount } from 'oidc-provider';
import type { AccessTokenClaims } from '../../adapters/identity/access-token';
import type { Database } from '../../db/database';
import { findUserById, rolesOf } from './accounts.repository';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The claims the embedded issuer puts about a login, from users and user_roles. */
export async function loadAccountClaims(
  db: Database,
  accountId: string,
): Promise<AccessTokenClaims | null> {
  if (!uuidPattern.test(accountId)) return null;
  const user = await findUserById(db, accountId);
  if (!user || !user.accountEnabled) return null;
  return {
    sub: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    given_name: user.firstName,
    family_name: user.lastName,
    roles: await rolesOf(db, user.id),
  };
}

/** oidc-provider's findAccount: a disabled or deleted login has no account, so no tokens. */
export function createFindAccount(db: Database): FindAccount {
  return async (_ctx, sub): Promise<Account | undefined> => {
    const claims = await loadAccountClaims(db, sub);
    if (!claims) return undefined;
    return { accountId: sub, claims: () => ({ ...claims }) };
  };
}
