import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { isStaffUser } from '@client-admin/domain/auth-flags';
import { toRoleNames, type RoleName } from '@client-admin/domain/roles';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { clientLogins, users } from '../db/schema/identity';
import type { VerifyToken } from '../adapters/identity/token-verifier';
import { CallerCache } from './caller-cache';
import { isApiDocsPath, isApiPath, routedPath } from './request-path';

/** The caller, as the API trusts it: roles from the token, the client link from the database. */
export interface RequestUser {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  roles: RoleName[];
  isStaff: boolean;
  /** The client a client user is bound to; null for staff. */
  clientId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null;
  }
  interface FastifyInstance {
    /** Verified tokens and user rows of recent callers; forget a user after changing its login. */
    callers: CallerCache<RequestUser>;
  }
  interface FastifyContextConfig {
    /** No bearer token needed (health, sign-in pages, static files). */
    public?: boolean;
    /** Path parameter that holds a client id, when it is not named clientId. */
    clientParam?: string;
  }
}

function challenge(reply: FastifyReply, description: string) {
  return reply
    .status(401)
    .header('WWW-Authenticate', 'Bearer error="invalid_token"')
    .send({ statusCode: 401, error: 'Unauthorized', message: description });
}

async function loadUser(
  db: Database,
  config: AppConfig,
  claims: Record<string, unknown>,
): Promise<RequestUser | null> {
  const sub = String(claims.sub ?? '');
  const rolesClaim = claims[config.rolesClaim];
  const roles = toRoleNames(Array.isArray(rolesClaim) ? rolesClaim.map(String) : []);
  const byEmbeddedId = config.oidcIssuer === null;
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      accountEnabled: users.accountEnabled,
      clientId: clientLogins.clientId,
    })
    .from(users)
    .leftJoin(clientLogins, eq(clientLogins.userId, users.id))
    .where(byEmbeddedId ? eq(users.id, sub) : eq(users.externalSubject, sub))
    .limit(1);
  if (!row || !row.accountEnabled) return null;
  const staff = isStaffUser(roles);
  return {
    id: row.id,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim(),
    firstName: row.firstName,
    lastName: row.lastName,
    roles,
    isStaff: staff,
    clientId: staff ? null : (row.clientId ?? null),
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every /api route needs a valid bearer token unless its config says public. A missing, expired,
 * tampered or foreign token is a 401 with the invalid_token challenge.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: { config: AppConfig; db: Database; verifyToken: VerifyToken },
  ) => {
    const callers = new CallerCache<RequestUser>();
    app.decorate('callers', callers);
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      // Judged on the path the router matched, never on the raw URL: `/%61pi/...` is /api/...
      const path = routedPath(request);
      if (!isApiPath(path) || isApiDocsPath(path)) return;
      // The portal's catch-all is public, but an unknown /api path still needs a token first.
      if (request.routeOptions.config?.public && request.routeOptions.url !== '/*') return;
      const header = request.headers.authorization ?? '';
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token)
        return challenge(reply, 'Missing bearer token');
      let claims: Record<string, unknown>;
      try {
        claims = await callers.verified(
          token,
          async (t) => (await options.verifyToken(t)) as Record<string, unknown>,
        );
      } catch {
        return challenge(reply, 'Invalid or expired token');
      }
      if (options.config.oidcIssuer === null && !uuidPattern.test(String(claims.sub ?? ''))) {
        return challenge(reply, 'Unknown subject');
      }
      // A client login not yet bound to a client is mid sign-up: its row is read every time.
      const user = await callers.user(
        `${String(claims.sub)}|${String(claims[options.config.rolesClaim] ?? '')}`,
        () => loadUser(options.db, options.config, claims),
        (found) => found.isStaff || found.clientId !== null,
      );
      if (!user) return challenge(reply, 'Unknown or disabled login');
      request.user = user;
    });
  },
);
