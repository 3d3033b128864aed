import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasAnyRole, type RoleName } from '@client-admin/domain/roles';
import { forbidden, HttpError } from '../errors';
import type { RequestUser } from './auth';

/** The signed-in caller; routes behind the auth hook always have one. */
export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new HttpError(401, 'Missing bearer token');
  return request.user;
}

/** Throws 403 unless the caller holds one of the roles (the Everest role passes every check). */
export function requireRole(user: RequestUser, ...roles: RoleName[]): void {
  if (!hasAnyRole(user.roles, roles)) throw forbidden();
}

/** Staff reach any client; a client user only its own. */
export function assertClientAccess(user: RequestUser, clientId: number): void {
  if (user.isStaff) return;
  if (user.clientId === null || user.clientId !== clientId) throw forbidden();
}

function clientIdsInRequest(request: FastifyRequest): unknown[] {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const paramName = request.routeOptions.config?.clientParam ?? 'clientId';
  const found = [
    params[paramName],
    query.clientId,
    request.headers.clientid,
    typeof body === 'object' && body !== null ? body.clientId : undefined,
  ];
  return found.filter((value) => value !== undefined && value !== null && value !== '');
}

/**
 * A client user never names another client: any client id in the path, query, clientId header
 * or body that is not its own is a 403. It runs before validation, which strips unknown keys.
 */
export const clientScopePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const user = request.user;
    if (!user || user.isStaff) return;
    for (const value of clientIdsInRequest(request)) {
      if (Number(value) !== user.clientId) throw forbidden();
    }
  });
});
