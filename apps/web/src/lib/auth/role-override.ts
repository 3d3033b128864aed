import { authFlags, type AuthFlags } from '@client-admin/domain/auth-flags';
import {
  ROLE_OVERRIDES,
  ROLES,
  type RoleName,
  type RoleOverrideName,
} from '@client-admin/domain/roles';

/**
 * Developer role overrides (seed 000 §2.5, §6): the UI shows what another role sees; the API
 * still trusts only the token. The chosen override is kept in localStorage.
 */
export const ROLE_OVERRIDE_KEY = 'client-admin.role-override';
export const ROLE_OVERRIDE_NAMES = Object.keys(ROLE_OVERRIDES) as RoleOverrideName[];

const isOverrideName = (value: unknown): value is RoleOverrideName =>
  typeof value === 'string' && (ROLE_OVERRIDE_NAMES as string[]).includes(value);

function readOverride(): RoleOverrideName | null {
  try {
    const value = localStorage.getItem(ROLE_OVERRIDE_KEY);
    return isOverrideName(value) ? value : null;
  } catch {
    return null;
  }
}

let current: RoleOverrideName | null = typeof localStorage === 'undefined' ? null : readOverride();
const listeners = new Set<() => void>();

export const roleOverrideStore = {
  get: (): RoleOverrideName | null => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Chooses an override; null resets to the signed-in user's own roles. */
  set(name: RoleOverrideName | null) {
    current = name;
    try {
      if (name === null) localStorage.removeItem(ROLE_OVERRIDE_KEY);
      else localStorage.setItem(ROLE_OVERRIDE_KEY, name);
    } catch (error) {
      console.error('Could not store the role override', error);
    }
    listeners.forEach((listener) => listener());
  },
  /** Reads localStorage again (tests, or another tab). */
  reload() {
    roleOverrideStore.set(readOverride());
  },
};

/** Developer mode forced by configuration: VITE_FORCE_DEVELOPER_MODE=true at build time. */
export const FORCED_DEVELOPER_MODE = import.meta.env.VITE_FORCE_DEVELOPER_MODE === 'true';

/** Developer tools follow the real roles, so a developer overriding to Agent can still reset. */
export const canUseDeveloperTools = (realFlags: AuthFlags, forced = FORCED_DEVELOPER_MODE) =>
  forced || realFlags.isDeveloper;

export interface Access {
  roles: RoleName[];
  flags: AuthFlags;
}

const cache = new Map<RoleOverrideName, Access>();

/**
 * The roles and flags an override stands for. In an override set the plain Everest role is the
 * seed's agent role ("EVEREST (the agent role)", §6), not the super-user of DESIGN.md: the flags
 * are computed without its pass-every-check power, otherwise every override would show everything
 * and 'Agent' would show more than 'Customer Service Admin'.
 */
export function overrideAccess(name: RoleOverrideName): Access {
  let access = cache.get(name);
  if (!access) {
    const roles: RoleName[] = [...ROLE_OVERRIDES[name]];
    const flags = authFlags(roles.filter((role) => role !== ROLES.EVEREST));
    access = { roles, flags: { ...flags, isEverest: false } };
    cache.set(name, access);
  }
  return access;
}

/**
 * The access the UI works with: the override's when one is chosen by someone allowed to use the
 * developer tools (a stored override never applies to another user of the device).
 */
export function effectiveAccess(
  real: Access,
  override = current,
  forced = FORCED_DEVELOPER_MODE,
): Access {
  return override && canUseDeveloperTools(real.flags, forced) ? overrideAccess(override) : real;
}

/** A session as the UI (route guards) sees it: its roles and flags under the override. */
export function withRoleOverride<T extends Access>(session: T): T {
  const access = effectiveAccess(session);
  return access === session ? session : { ...session, ...access };
}
