import { hasAnyRole, hasRole, ROLES, type RoleName } from './roles';

export interface AuthFlags {
  isLoggedIn: boolean;
  isAdmin: boolean;
  isClientServices: boolean;
  isClientServicesAdmin: boolean;
  isStaff: boolean;
  isProductAdmin: boolean;
  isProductViewer: boolean;
  isCorporateManager: boolean;
  isAccountCreator: boolean;
  isSalesManager: boolean;
  isSales: boolean;
  isDeveloper: boolean;
  isEverest: boolean;
}

/** The auth flags the screens use (seed 000 §6), computed once from the role names. */
export function authFlags(roles: readonly RoleName[], isLoggedIn = true): AuthFlags {
  return {
    isLoggedIn,
    isAdmin: hasRole(roles, ROLES.ADMIN),
    isClientServices: hasRole(roles, ROLES.CLIENT_SERVICES),
    isClientServicesAdmin: hasRole(roles, ROLES.CLIENT_SERVICES_ADMIN),
    isStaff: hasRole(roles, ROLES.STAFF),
    isProductAdmin: hasRole(roles, ROLES.PRODUCT_ADMIN),
    isProductViewer: hasAnyRole(roles, [ROLES.PRODUCT, ROLES.PRODUCT_ADMIN]),
    isCorporateManager: hasRole(roles, ROLES.CORPORATE_MANAGER),
    isAccountCreator: hasRole(roles, ROLES.CORPORATE_BUCKET_ACCOUNT_CREATOR),
    isSalesManager: hasRole(roles, ROLES.SALES_MANAGER),
    isSales: hasAnyRole(roles, [ROLES.SALES, ROLES.SALES_MANAGER]),
    isDeveloper: hasRole(roles, ROLES.DEVELOPER),
    isEverest: roles.includes(ROLES.EVEREST),
  };
}

/**
 * A staff user works on any client; anyone else is a client user bound to its own client.
 * Client users hold no Everest role at all; the plain Everest role is a super-user.
 */
export function isStaffUser(roles: readonly RoleName[]): boolean {
  return roles.length > 0;
}

/** Capabilities of the table in seed 000 §6. */
export const can = {
  seeStaffUtilitiesMenu: (f: AuthFlags) => f.isClientServices || f.isProductViewer,
  useStaffOnlyUtilities: (f: AuthFlags) => f.isClientServices,
  useProductAdmin: (f: AuthFlags) => f.isProductViewer,
  useAdminDashboard: (f: AuthFlags) => f.isClientServices || f.isAccountCreator,
  useCreditDialer: (f: AuthFlags) => f.isStaff,
  useClientDashboardCd: (f: AuthFlags) => f.isEverest,
  useDeveloperTools: (f: AuthFlags) => f.isDeveloper,
  useFeedbackWidget: (f: AuthFlags) => f.isStaff,
  /** Seed 002 §1: staff import subsidy and agent files (/subsidy; the API refuses others). */
  useSubsidyImports: (f: AuthFlags) => f.isStaff,
  useSignup: (f: AuthFlags) => f.isSales || f.isStaff,
  useTerritoriesOptIn: (f: AuthFlags, territoryExpansion: boolean) =>
    territoryExpansion && (f.isClientServicesAdmin || f.isSalesManager),
} as const;
