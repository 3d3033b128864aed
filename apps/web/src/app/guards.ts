import { redirect } from '@tanstack/react-router';
import type { AuthFlags } from '@client-admin/domain/auth-flags';
import { withRoleOverride } from '../lib/auth/role-override';
import { loadSession } from '../lib/auth/session';
import { signIn } from '../lib/auth/sign-in';
import type { Session } from '../lib/auth/session-store';

interface GuardLocation {
  href: string;
}

/**
 * The signed-in user (roles and flags under a developer's role override); anyone else goes to
 * login and the navigation never finishes.
 */
export async function requireSession(location: GuardLocation): Promise<Session> {
  const session = await loadSession();
  if (session) return withRoleOverride(session);
  await signIn(undefined, location.href);
  return new Promise<never>(() => {});
}

/** A signed-in user passing the role check; a failed check goes to the 403 page. */
export async function requireAccess(
  location: GuardLocation,
  allowed: (flags: AuthFlags) => boolean,
): Promise<Session> {
  const session = await requireSession(location);
  if (!allowed(session.flags)) throw redirect({ to: '/403' });
  return session;
}
