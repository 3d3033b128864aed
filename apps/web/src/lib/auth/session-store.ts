import type { AuthUser } from '@client-admin/contracts/auth';
import { authFlags, type AuthFlags } from '@client-admin/domain/auth-flags';
import { toRoleNames, type RoleName } from '@client-admin/domain/roles';

/** The signed-in user as POST /api/clients/auth describes it. */
export interface Session {
  user: AuthUser;
  roles: RoleName[];
  flags: AuthFlags;
  /** The client this login is bound to; null for staff. */
  clientId: number | null;
}

interface State {
  session: Session | null;
  /** The client the screens work on (the /client/{id} in the URL, or the user's own client). */
  selectedClientId: number | null;
}

let state: State = { session: null, selectedClientId: null };
const listeners = new Set<() => void>();

function update(next: Partial<State>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  getState: (): State => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setSession(user: AuthUser | null, clientId: number | null = null) {
    if (!user) return update({ session: null, selectedClientId: null });
    const roles = toRoleNames(user.roles);
    update({
      session: { user, roles, flags: authFlags(roles), clientId },
      selectedClientId: state.selectedClientId ?? clientId,
    });
  },
  selectClient(clientId: number | null) {
    if (clientId !== state.selectedClientId) update({ selectedClientId: clientId });
  },
};
