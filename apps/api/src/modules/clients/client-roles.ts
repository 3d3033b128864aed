import { ROLES, type RoleName } from '@client-admin/domain/roles';
import { forbidden } from '../../errors';
import type { RequestUser } from '../../plugins/auth';

/** "Client services" in the seeds: the role and its admin variant (Everest passes any check). */
export const CLIENT_SERVICES_ROLES: readonly RoleName[] = [
  ROLES.CLIENT_SERVICES,
  ROLES.CLIENT_SERVICES_ADMIN,
];

/** Who may change a client's status: client services or an admin. */
export const STATUS_EDITOR_ROLES: readonly RoleName[] = [...CLIENT_SERVICES_ROLES, ROLES.ADMIN];

/** Any staff role; client users (no Everest role at all) get a 403. */
export function requireStaff(user: RequestUser): void {
  if (!user.isStaff) throw forbidden();
}

/** The audit columns naming who made a change. */
export const actorOf = (user: RequestUser) => ({ actorUserId: user.id, actorEmail: user.email });
