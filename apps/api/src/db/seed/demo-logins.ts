import { ROLES, type RoleName } from '@client-admin/domain/roles';

export const DEMO_PASSWORD = 'demo-Pass-2026';

/** Which demo client a client login is linked to (resolved by the demo seed). */
export type DemoClientPick = 'ACTIVE_AGENT' | 'INACTIVE_AGENT' | 'ACTIVE_CORPORATE';

export interface DemoLogin {
  email: string;
  firstName: string;
  lastName: string;
  roles: RoleName[];
  client: DemoClientPick | null;
}

/** The demo logins of issue 2, created only by the demo seed. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  {
    email: 'agent@example.com',
    firstName: 'Avery',
    lastName: 'Agent',
    roles: [],
    client: 'ACTIVE_AGENT',
  },
  {
    email: 'inactive.agent@example.com',
    firstName: 'Ian',
    lastName: 'Inactive',
    roles: [],
    client: 'INACTIVE_AGENT',
  },
  {
    email: 'corporate@example.com',
    firstName: 'Cora',
    lastName: 'Corporate',
    roles: [],
    client: 'ACTIVE_CORPORATE',
  },
  {
    email: 'cs@example.com',
    firstName: 'Casey',
    lastName: 'Service',
    roles: [ROLES.CLIENT_SERVICES, ROLES.STAFF],
    client: null,
  },
  {
    email: 'csadmin@example.com',
    firstName: 'Cameron',
    lastName: 'Admin',
    roles: [ROLES.CLIENT_SERVICES, ROLES.CLIENT_SERVICES_ADMIN, ROLES.STAFF],
    client: null,
  },
  {
    email: 'sales@example.com',
    firstName: 'Sam',
    lastName: 'Sales',
    roles: [ROLES.SALES],
    client: null,
  },
  {
    email: 'salesmgr@example.com',
    firstName: 'Morgan',
    lastName: 'Manager',
    roles: [ROLES.SALES, ROLES.SALES_MANAGER],
    client: null,
  },
  {
    email: 'product@example.com',
    firstName: 'Parker',
    lastName: 'Product',
    roles: [ROLES.PRODUCT, ROLES.PRODUCT_ADMIN],
    client: null,
  },
  {
    email: 'dev@example.com',
    firstName: 'Devon',
    lastName: 'Developer',
    roles: [ROLES.DEVELOPER, ROLES.STAFF],
    client: null,
  },
  {
    email: 'super@example.com',
    firstName: 'Sky',
    lastName: 'Super',
    roles: [ROLES.EVEREST],
    client: null,
  },
];
