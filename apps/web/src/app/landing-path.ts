import { can, type AuthFlags } from '@client-admin/domain/auth-flags';
import { paths } from '../config/paths';

/**
 * Where '/' sends a signed-in user (seed 000 §2.1): client services to the admin dashboard, a
 * client's login to its client, other staff to the first screen their roles open. Null keeps
 * the user on '/', for a login with neither a client nor a staff screen.
 */
export function landingPath(flags: AuthFlags, clientId: number | null): string | null {
  if (flags.isClientServices) return paths.adminDashboard();
  if (clientId !== null) return paths.client.root(clientId);
  if (can.useAdminDashboard(flags)) return paths.adminDashboard();
  if (can.useProductAdmin(flags)) return paths.productAdmin();
  if (flags.isSales) return paths.signup();
  // Developers hold the staff role too; their own tools come before signup.
  if (can.useDeveloperTools(flags)) return paths.devMail();
  if (can.useSignup(flags)) return paths.signup();
  return null;
}
