import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALL_ROLE_NAMES, hasAnyRole, hasRole, ROLE_OVERRIDES, ROLES, toRoleNames } from './roles';
import { authFlags, can, isStaffUser } from './auth-flags';

describe('role checks (seed 000 §6)', () => {
  it('the plain Everest role passes every role check', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_ROLE_NAMES), (role) => {
        expect(hasRole([ROLES.EVEREST], role)).toBe(true);
      }),
    );
  });

  it('a role passes only its own check', () => {
    expect(hasRole([ROLES.SALES], ROLES.SALES)).toBe(true);
    expect(hasRole([ROLES.SALES], ROLES.SALES_MANAGER)).toBe(false);
    expect(hasAnyRole([ROLES.SALES], [ROLES.PRODUCT, ROLES.SALES])).toBe(true);
  });

  it('an empty role name answers false, even for Everest', () => {
    expect(hasRole([ROLES.EVEREST], '')).toBe(false);
  });

  it('keeps only known role names from a token', () => {
    expect(toRoleNames(['Everest-Sales', 'Admin', 'Everest'])).toEqual([
      'Everest-Sales',
      'Everest',
    ]);
  });

  it('client users hold no role; any role makes staff', () => {
    expect(isStaffUser([])).toBe(false);
    expect(isStaffUser([ROLES.SALES])).toBe(true);
  });

  it('developer overrides are the three sets of §6', () => {
    expect(ROLE_OVERRIDES.Agent).toEqual([ROLES.EVEREST]);
    expect(ROLE_OVERRIDES['Customer Service']).toEqual([
      ROLES.EVEREST,
      ROLES.STAFF,
      ROLES.CLIENT_SERVICES,
    ]);
    expect(ROLE_OVERRIDES['Customer Service Admin']).toContain(ROLES.CLIENT_SERVICES_ADMIN);
  });
});

describe('capabilities (seed 000 §6)', () => {
  const flags = (...roles: Parameters<typeof authFlags>[0]) => authFlags(roles);

  it('Staff Utilities menu: client services or product viewer', () => {
    expect(can.seeStaffUtilitiesMenu(flags(ROLES.CLIENT_SERVICES))).toBe(true);
    expect(can.seeStaffUtilitiesMenu(flags(ROLES.PRODUCT))).toBe(true);
    expect(can.seeStaffUtilitiesMenu(flags(ROLES.SALES))).toBe(false);
    expect(can.seeStaffUtilitiesMenu(flags())).toBe(false);
  });

  it('admin dashboard: client services or corporate bucket account creator', () => {
    expect(can.useAdminDashboard(flags(ROLES.CORPORATE_BUCKET_ACCOUNT_CREATOR))).toBe(true);
    expect(can.useAdminDashboard(flags(ROLES.STAFF))).toBe(false);
  });

  it('/cd needs the Everest role itself', () => {
    expect(can.useClientDashboardCd(flags(ROLES.EVEREST))).toBe(true);
    expect(can.useClientDashboardCd(flags(ROLES.CLIENT_SERVICES, ROLES.STAFF))).toBe(false);
  });

  it('territories opt-in needs the flag and client services admin or sales manager', () => {
    expect(can.useTerritoriesOptIn(flags(ROLES.SALES_MANAGER), true)).toBe(true);
    expect(can.useTerritoriesOptIn(flags(ROLES.SALES_MANAGER), false)).toBe(false);
    expect(can.useTerritoriesOptIn(flags(ROLES.SALES), true)).toBe(false);
  });

  it('developer tools, credit dialer, feedback widget, signup', () => {
    expect(can.useDeveloperTools(flags(ROLES.DEVELOPER))).toBe(true);
    expect(can.useDeveloperTools(flags(ROLES.STAFF))).toBe(false);
    expect(can.useCreditDialer(flags(ROLES.STAFF))).toBe(true);
    expect(can.useFeedbackWidget(flags())).toBe(false);
    expect(can.useSignup(flags(ROLES.SALES))).toBe(true);
    expect(can.useSignup(flags(ROLES.PRODUCT))).toBe(false);
  });

  it('computes every auth flag of §6', () => {
    expect(Object.keys(authFlags([]))).toEqual(
      expect.arrayContaining([
        'isLoggedIn',
        'isAdmin',
        'isClientServices',
        'isClientServicesAdmin',
        'isStaff',
        'isProductAdmin',
        'isProductViewer',
        'isCorporateManager',
        'isAccountCreator',
        'isSalesManager',
      ]),
    );
    expect(authFlags([ROLES.PRODUCT_ADMIN]).isProductViewer).toBe(true);
  });
});
