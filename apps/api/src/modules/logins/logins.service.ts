import type { ClientLogin, LoginPropertiesRequest } from '@client-admin/contracts/logins';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { recordClientLog, loadClientFor, actorOf } from '../clients/clients.public';
import { updateLogin } from '../oidc/oidc.public';
import {
  emailTakenByOther,
  findClientLoginForUpdate,
  listClientLogins,
  type LoginRow,
} from './logins.repository';

const toClientLogin = (row: LoginRow): ClientLogin => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  accountEnabled: row.accountEnabled,
  lockedUntil: row.lockedUntil?.toISOString() ?? null,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

/** What the audit row compares. */
const snapshot = (row: LoginRow) => ({
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  accountEnabled: row.accountEnabled,
  failedAttempts: row.failedAttempts,
  lockedUntil: row.lockedUntil?.toISOString() ?? null,
});

/** GET /api/login/{id}/logins (client services). */
export async function getClientLogins(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<ClientLogin[]> {
  return db.transaction(async (tx) => {
    await loadClientFor(tx, user, clientId);
    return (await listClientLogins(tx, clientId)).map(toClientLogin);
  });
}

/** PUT /api/login/{id}/properties (client services): edits one login linked to the client. */
export async function updateLoginProperties(
  db: Database,
  user: RequestUser,
  clientId: number,
  request: LoginPropertiesRequest,
): Promise<ClientLogin> {
  return db.transaction(async (tx) => {
    await loadClientFor(tx, user, clientId);
    const login = await findClientLoginForUpdate(tx, clientId, request.loginId);
    if (!login) throw notFound('Unknown login');
    if (await emailTakenByOther(tx, request.email, login.id)) {
      throw badRequest('email', 'Email is already in use');
    }
    const updated = await updateLogin(tx, login.id, {
      email: request.email,
      firstName: request.firstName,
      lastName: request.lastName,
      accountEnabled: request.accountEnabled,
      ...(request.unlock ? { failedAttempts: 0, lockedUntil: null } : {}),
    });
    const before = snapshot(login);
    const after = snapshot(updated);
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
      (key) => before[key] !== after[key],
    );
    if (changed.length > 0) {
      const pick = (values: typeof after) =>
        Object.fromEntries([['loginId', login.id], ...changed.map((k) => [k, values[k]])]);
      await recordClientLog(tx, {
        clientId,
        ...actorOf(user),
        action: 'LOGIN_UPDATED',
        before: pick(before),
        after: pick(after),
      });
    }
    return toClientLogin(updated);
  });
}
