import { ROLES } from '@client-admin/domain/roles';
import { requireRole } from '../../plugins/access';
import type { RequestUser } from '../../plugins/auth';

/** Product viewers (Everest-Product or -Admin) read the product admin screens (seed 002). */
export const requireProductViewer = (user: RequestUser) =>
  requireRole(user, ROLES.PRODUCT, ROLES.PRODUCT_ADMIN);

/** Only product admins change packages; the Everest role passes both checks. */
export const requireProductAdmin = (user: RequestUser) => requireRole(user, ROLES.PRODUCT_ADMIN);
