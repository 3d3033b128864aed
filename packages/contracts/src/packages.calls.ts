import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('packages');

/** Product viewers read the product admin screens (seed 002); only product admins write. */
const viewers = { roles: ROLE_GROUPS.productViewers };
const admins = { roles: ROLE_GROUPS.productAdmins };

/** Product admin packages (seed 001 §7 Packages, seed 002 /product-admin). */
export const packageCalls = {
  listPackages: call('GET', '/api/packages', 'Packages, optionally narrowed', viewers),
  searchPackages: call(
    'GET',
    '/api/packages/deep',
    'Packages whose id, name, modifiers or filters match a text',
    viewers,
  ),
  listFilterTypes: call(
    'GET',
    '/api/packages/filters',
    'The subscription filter types a package can carry',
    viewers,
  ),
  listPriceModifierTemplates: call(
    'GET',
    '/api/packages/price-modifiers',
    'The price modifiers in use, to start a new one from',
    viewers,
  ),
  searchExcludableClients: call(
    'GET',
    '/api/packages/excludeable/clients',
    'Clients a package can leave out',
    viewers,
  ),
  getPackage: call('GET', '/api/packages/{id}', 'One package with its exclusions', viewers),
  createPackage: call('POST', '/api/packages', 'Create a package', admins),
  updatePackage: call('PUT', '/api/packages/{id}', 'Replace a package', admins),
  deletePackage: call('DELETE', '/api/packages/{id}', 'Delete a package no channel uses', admins),
};
