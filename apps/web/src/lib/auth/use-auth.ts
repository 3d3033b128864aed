import { useSyncExternalStore } from 'react';
import type { AuthUser } from '@client-admin/contracts/auth';
import { authFlags, type AuthFlags } from '@client-admin/domain/auth-flags';
import type { RoleName } from '@client-admin/domain/roles';
import { sessionStore } from './session-store';
import { signIn, signOut, type SignInPolicy } from './sign-in';

export interface UseAuth {
  user: AuthUser | null;
  roles: RoleName[];
  flags: AuthFlags;
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
  return {
    user: session?.user ?? null,
    roles: session?.roles ?? noRoles,
    flags: session?.flags ?? signedOutFlags,
    clientId: session?.clientId ?? null,
    signIn: startSignIn,
    signOut,
  };
}
