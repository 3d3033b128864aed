import type {
  AuthConfigResponse,
  AuthenticateResponse,
  BindRoleResponse,
  IdentityClientResponse,
} from '@client-admin/contracts/auth';
import type { DefaultClient } from '@client-admin/contracts/clients';
import { type AppConfig, issuerOf } from '../../config';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { insertClient, recordClientLog } from '../clients/clients.public';
import { OIDC_SCOPE } from '../oidc/oidc.public';
import { findIdentity, findLinkedClient, linkClient, lockUser } from './auth.repository';

export const STAFF_HAVE_NO_DEFAULT_CLIENT = 'Staff logins have no default client';
export const UNKNOWN_IDENTITY = 'Unknown identity';

export function authConfig(config: AppConfig): AuthConfigResponse {
  return { authority: issuerOf(config), clientId: config.oidcClientId, scope: OIDC_SCOPE };
}

export function authenticate(user: RequestUser): AuthenticateResponse {
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      roles: user.roles,
    },
    roles: user.roles,
    clientId: user.clientId,
    isStaff: user.isStaff,
  };
}

export function bindRole(user: RequestUser): BindRoleResponse {
  return { roles: user.roles };
}

/** Staff ask about any identity; a client user only about itself (403 before any lookup leaks). */
export async function clientForIdentity(
  db: Database,
  caller: RequestUser,
  oid: string,
): Promise<IdentityClientResponse> {
  const identity = await findIdentity(db, oid);
  if (!caller.isStaff && identity?.userId !== caller.id) throw forbidden();
  if (!identity) throw notFound(UNKNOWN_IDENTITY);
  return { clientId: identity.clientId ?? null };
}

/**
 * The client of a self-signed-up agent: made on first call (AGENT, pending validation, names,
 * state and e-mail from the login), linked and audited in one transaction; later calls return it.
 */
export async function defaultClient(db: Database, caller: RequestUser): Promise<DefaultClient> {
  if (caller.isStaff) throw forbidden(STAFF_HAVE_NO_DEFAULT_CLIENT);
  return db.transaction(async (tx) => {
    const login = await lockUser(tx, caller.id);
    if (!login) throw notFound(UNKNOWN_IDENTITY);
    const existing = await findLinkedClient(tx, login.id);
    if (existing) return existing;
    const values = {
      clientType: 'AGENT' as const,
      status: 'PENDING_VAL',
      firstName: login.firstName,
      lastName: login.lastName,
      fullName: `${login.firstName} ${login.lastName}`.trim(),
      state: login.signupState ?? '',
      email: login.email,
    };
    const client = await insertClient(tx, values);
    await linkClient(tx, login.id, client.id);
    await recordClientLog(tx, {
      clientId: client.id,
      actorUserId: login.id,
      actorEmail: login.email,
      action: 'CLIENT_CREATED',
      before: null,
      after: { id: client.id, ...values },
    });
    return client;
  });
}
