import { ROLE_GROUPS, hasAnyRole, type RoleName } from '../roles';

/**
 * Who reaches the secondary territories opt-in (seed 001 §2, §6; 000 §5): client services admin
 * or sales manager (Everest passes), and only while the TerritoryExpansion flag is on. The
 * screen shows its 404 page for either failure; the API answers 403 for the role (the call
 * table checks it first) and 404 while the flag is off.
 */
export type OptInAccess = 'allowed' | 'forbidden' | 'notFound';

export function secondaryTerritoriesOptInAccess(
  roles: readonly RoleName[],
  territoryExpansionOn: boolean,
): OptInAccess {
  if (!hasAnyRole(roles, ROLE_GROUPS.territoryOptIn)) return 'forbidden';
  return territoryExpansionOn ? 'allowed' : 'notFound';
}
