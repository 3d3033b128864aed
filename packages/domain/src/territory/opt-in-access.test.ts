import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles';
import { secondaryTerritoriesOptInAccess as access } from './opt-in-access';

describe('secondary territories opt-in access (seed 001 §2)', () => {
  it('lets client services admins, sales managers and Everest in while the flag is on', () => {
    expect(access([ROLES.CLIENT_SERVICES_ADMIN], true)).toBe('allowed');
    expect(access([ROLES.SALES_MANAGER], true)).toBe('allowed');
    expect(access([ROLES.EVEREST], true)).toBe('allowed');
  });

  it('is not found while the TerritoryExpansion flag is off', () => {
    expect(access([ROLES.SALES_MANAGER], false)).toBe('notFound');
  });

  it('refuses other roles and client users', () => {
    expect(access([ROLES.CLIENT_SERVICES, ROLES.SALES], true)).toBe('forbidden');
    expect(access([], true)).toBe('forbidden');
  });
});
