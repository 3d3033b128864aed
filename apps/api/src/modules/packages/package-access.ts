import { ROLES } from '@client-admin/domain/roles';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireRole } from '../../plugins/access';
import type { RequestUser } from '../../plugins/auth';

/** Product viewers (Everest-Product or -Admin) read the product admin screens (seed 002). */
export const requireProductViewer = (user: RequestUser) =>
  requireRole(user, ROLES.PRODUCT, ROLES.PRODUCT_ADMIN);

/** Only product admins change packages; the Everest role passes both checks. */
export const requireProductAdmin = (user: RequestUser) => requireRole(user, ROLES.PRODUCT_ADMIN);

/**
 * Route hook: the role check runs before validation, so a caller without the role gets 403
 * whatever it sent, never a 400 that tells it about the call. The services check again.
 */
export async function productRoleBeforeValidation(request: FastifyRequest): Promise<void> {
  const user = currentUser(request);
  if (request.method === 'GET' || request.method === 'HEAD') requireProductViewer(user);
  else requireProductAdmin(user);
}
