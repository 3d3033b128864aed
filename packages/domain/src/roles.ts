/** Role constants of seed 000 §6, and their identity-provider names (Everest- prefix). */
export const ROLES = {
  ADMIN: 'Everest-Admin',
  AGENT_MANAGER: 'Everest-Agent-Manager',
  CLIENT_SERVICES: 'Everest-Client-Services',
  CLIENT_SERVICES_ADMIN: 'Everest-Client-Services-Admin',
  CALL_CENTER_ADMIN: 'Everest-Call-Center-Admin',
  STAFF: 'Everest-Staff',
  PRODUCT_ADMIN: 'Everest-Product-Admin',
  PRODUCT: 'Everest-Product',
  CANCEL_SAVE: 'Everest-Cancel-Save',
  CANCEL_SAVE_ADMIN: 'Everest-Cancel-Save-Admin',
  SALES: 'Everest-Sales',
  SALES_MANAGER: 'Everest-Sales-Manager',
  CORPORATE_MANAGER: 'Everest-Corporate-Manager',
  CORPORATE_BUCKET_ACCOUNT_CREATOR: 'Everest-Corporate-Bucket-Account-Creator',
  DEVELOPER: 'Everest-Developer',
  EVEREST: 'Everest',
} as const;

export type RoleKey = keyof typeof ROLES;
export type RoleName = (typeof ROLES)[RoleKey];

export const ALL_ROLE_NAMES: readonly RoleName[] = Object.values(ROLES);

/** The groups of roles the call table and the screens name, each written once. */
export const ROLE_GROUPS = {
  /** Client users hold no role at all, so any role makes a caller staff. */
  staff: ALL_ROLE_NAMES,
  /** "Client services" in the seeds: the role and its admin variant. */
  clientServices: [ROLES.CLIENT_SERVICES, ROLES.CLIENT_SERVICES_ADMIN],
  /** Product viewers read the product admin screens; only product admins write. */
  productViewers: [ROLES.PRODUCT, ROLES.PRODUCT_ADMIN],
  productAdmins: [ROLES.PRODUCT_ADMIN],
  developers: [ROLES.DEVELOPER],
  /** Seed 001 §2, §6: the secondary territories opt-in (also needs the TerritoryExpansion flag). */
  territoryOptIn: [ROLES.CLIENT_SERVICES_ADMIN, ROLES.SALES_MANAGER],
} as const satisfies Record<string, readonly RoleName[]>;

export function isRoleName(value: string): value is RoleName {
  return (ALL_ROLE_NAMES as readonly string[]).includes(value);
}

/** Keeps only the names this product knows; an identity provider may send others. */
export function toRoleNames(values: readonly string[]): RoleName[] {
  return values.filter(isRoleName);
}

/**
 * The plain Everest role passes every role check. An empty role name answers false
 * (seed 000 §5: such a lookup is logged as an error by the caller).
 */
export function hasRole(roles: readonly RoleName[], role: RoleName | ''): boolean {
  if (role === '') return false;
  return roles.includes(ROLES.EVEREST) || roles.includes(role);
}

export function hasAnyRole(roles: readonly RoleName[], wanted: readonly RoleName[]): boolean {
  return wanted.some((role) => hasRole(roles, role));
}

/** Developer overrides of seed 000 §6: they change what the UI shows, never what the API allows. */
export const ROLE_OVERRIDES = {
  Agent: [ROLES.EVEREST],
  'Customer Service': [ROLES.EVEREST, ROLES.STAFF, ROLES.CLIENT_SERVICES],
  'Customer Service Admin': [
    ROLES.EVEREST,
    ROLES.STAFF,
    ROLES.CLIENT_SERVICES,
    ROLES.CLIENT_SERVICES_ADMIN,
  ],
} as const satisfies Record<string, readonly RoleName[]>;

export type RoleOverrideName = keyof typeof ROLE_OVERRIDES;
