import { useSyncExternalStore } from 'react';
import type { AuthUser } from '@client-admin/contracts/auth';
import { authFlags, type AuthFlags } from '@client-admin/domain/auth-flags';
import type { RoleName, RoleOverrideName } from '@client-admin/domain/roles';
import { canUseDeveloperTools, effectiveAccess, roleOverrideStore } from './role-override';
import { sessionStore } from './session-store';
import { signIn, signOut, type SignInPolicy } from './sign-in';

export interface UseAuth {
  user: AuthUser | null;
  /** The roles the UI works with: a developer's override when one is chosen (seed 000 §6). */
  roles: RoleName[];
  /** Auth flags of those roles. */
  flags: AuthFlags;
  /** The signed-in user's own roles and flags, whatever the override. */
  realRoles: RoleName[];
  realFlags: AuthFlags;
  roleOverride: RoleOverrideName | null;
  /** Developers (real role), or anyone when developer mode is forced by configuration. */
  canUseDeveloperTools: boolean;
  /** The client this login is bound to; null for staff. */
  clientId: number | null;
  signIn(policy?: SignInPolicy): Promise<void>;
  signOut(): Promise<void>;
}

const signedOutFlags = authFlags([], false);
const noRoles: RoleName[] = [];
const startSignIn = (policy?: SignInPolicy) => signIn(policy);

/** The signed-in user, roles and auth flags (seed 000 §6). */
export function useAuth(): UseAuth {
  const session = useSyncExternalStore(
    sessionStore.subscribe,
    () => sessionStore.getState().session,
  );
  const roleOverride = useSyncExternalStore(roleOverrideStore.subscribe, roleOverrideStore.get);
  const real = { roles: session?.roles ?? noRoles, flags: session?.flags ?? signedOutFlags };
  const shown = session ? effectiveAccess(real, roleOverride) : real;
  return {
    user: session?.user ?? null,
    roles: shown.roles,
    flags: shown.flags,
    realRoles: real.roles,
    realFlags: real.flags,
    roleOverride: session ? roleOverride : null,
    canUseDeveloperTools: session !== null && canUseDeveloperTools(real.flags),
    clientId: session?.clientId ?? null,
    signIn: startSignIn,
    signOut,
  };
}
