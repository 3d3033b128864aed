import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { can } from '@client-admin/domain/auth-flags';
import { ROLES } from '@client-admin/domain/roles';
import {
  effectiveAccess,
  overrideAccess,
  ROLE_OVERRIDE_KEY,
  roleOverrideStore,
  withRoleOverride,
} from './role-override';
import { sessionStore } from './session-store';
import { useAuth } from './use-auth';

const user = (roles: string[]) => ({
  id: 'u1',
  name: 'Devon Developer',
  email: 'dev@example.com',
  firstName: 'Devon',
  lastName: 'Developer',
  roles,
});

describe('developer role overrides', () => {
  beforeEach(() => {
    localStorage.clear();
    roleOverrideStore.set(null);
    sessionStore.setSession(user([ROLES.DEVELOPER, ROLES.STAFF, ROLES.PRODUCT]));
  });
  afterEach(() => {
    roleOverrideStore.set(null);
    sessionStore.setSession(null);
  });

  it('changes the roles and flags the UI sees, and keeps the real ones', () => {
    const { result } = renderHook(() => useAuth());
    expect(can.seeStaffUtilitiesMenu(result.current.flags)).toBe(true);

    act(() => roleOverrideStore.set('Agent'));
    expect(result.current.roles).toEqual([ROLES.EVEREST]);
    expect(result.current.roleOverride).toBe('Agent');
    // The override's Everest is the agent role, not the super-user.
    expect(can.seeStaffUtilitiesMenu(result.current.flags)).toBe(false);
    expect(result.current.flags.isDeveloper).toBe(false);
    expect(result.current.flags.isEverest).toBe(false);
    // The real roles still open the developer tools, so the override can be reset.
    expect(result.current.realRoles).toContain(ROLES.DEVELOPER);
    expect(result.current.canUseDeveloperTools).toBe(true);
    expect(localStorage.getItem(ROLE_OVERRIDE_KEY)).toBe('Agent');

    act(() => roleOverrideStore.set('Customer Service Admin'));
    expect(result.current.flags.isClientServicesAdmin).toBe(true);
    expect(result.current.flags.isStaff).toBe(true);
    expect(result.current.flags.isProductViewer).toBe(false);
  });

  it('reset restores the real roles and flags', () => {
    const { result } = renderHook(() => useAuth());
    const real = result.current.flags;
    act(() => roleOverrideStore.set('Customer Service'));
    expect(result.current.flags.isClientServices).toBe(true);

    act(() => roleOverrideStore.set(null));
    expect(result.current.flags).toBe(real);
    expect(result.current.roles).toEqual([ROLES.DEVELOPER, ROLES.STAFF, ROLES.PRODUCT]);
    expect(localStorage.getItem(ROLE_OVERRIDE_KEY)).toBeNull();
  });

  it('reads the stored override back (it survives a reload)', () => {
    localStorage.setItem(ROLE_OVERRIDE_KEY, 'Customer Service');
    roleOverrideStore.reload();
    expect(roleOverrideStore.get()).toBe('Customer Service');
    localStorage.setItem(ROLE_OVERRIDE_KEY, 'Nonsense');
    roleOverrideStore.reload();
    expect(roleOverrideStore.get()).toBeNull();
  });

  it('never applies to a user who may not use the developer tools', () => {
    const agentManager = { roles: [ROLES.STAFF], flags: overrideAccess('Agent').flags };
    expect(effectiveAccess(agentManager, 'Customer Service', false)).toBe(agentManager);
    expect(effectiveAccess(agentManager, 'Customer Service', true)).toBe(
      overrideAccess('Customer Service'),
    );
  });

  it('route guards see the overridden session', () => {
    const session = sessionStore.getState().session!;
    roleOverrideStore.set('Customer Service');
    const guarded = withRoleOverride(session);
    expect(guarded.user).toBe(session.user);
    expect(guarded.flags.isClientServices).toBe(true);
    roleOverrideStore.set(null);
    expect(withRoleOverride(session)).toBe(session);
  });
});
