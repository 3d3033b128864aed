import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('territory');

/** Staff only: any Everest role (a client user holds none). */
const staff = { roles: ROLE_GROUPS.staff };

/**
 * Territory of seed 001 §7 (Territory, and the territory calls under Channels) and the sales zip
 * tools of seed 002 §7, paths as the seeds spell them. Already in channels.calls.ts, and not
 * repeated here: GET /api/leadtype/quoteTypes/{parentCompany} (getQuoteTypes),
 * GET /api/LeadType/territorydetail/{id} (getTerritoryDetail) and
 * GET /api/leadType/{id}/clientgeomapchanges (getGeoMapChanges).
 *
 * Geography look-ups carry no client: any signed-in user may make them. Calls with a clientId in
 * the body, or a channel id, are checked against the caller's client by the service.
 */
export const territoryCalls = {
  getPackageRegions: call(
    'GET',
    '/api/territory/lutpackageregion/{parentCompany}/{zip}/{quoteType}/{productType}',
    'The packages and counties around a zip, for the territory look-up tool',
  ),
  getGeoEstimate: call(
    'POST',
    '/api/territory/lutgeoestimate',
    'The lead estimate of each geo of a territory, and its total',
  ),
  getRoutingHistory: call(
    'POST',
    '/api/territory/routing-history',
    "The leads of a territory's kind routed lately, how many had room and the lowest prices of the rest (ours: issue 35)",
    staff,
  ),
  getCountiesWithDistance: call(
    'GET',
    '/api/territory/countiesWithDistance/{state}/{zip}',
    'The counties of a state, with their distance and direction from a zip',
  ),
  getCountiesOfState: call(
    'GET',
    '/api/territory/counties/{state}',
    "A state's counties by name, for the territory editor's county picker (ours: issue 36)",
  ),
  getCountiesAroundZip: call(
    'GET',
    '/api/territory/countiesWithDistanceZipOnly/{zip}',
    'The counties around a zip, across state lines, nearest first',
  ),
  getZipsInRadius: call(
    'GET',
    '/api/territory/getzipsinradius/{zip}/{radius}',
    'The zips within a radius of a zip, and their county regions up to 10 miles',
  ),
  getCustomZips: call(
    'POST',
    '/api/territory/custom-zips',
    'The geos of a custom zip list, and the zips not found',
  ),
  getZipCode: call('GET', '/api/territory/zipcode/{zip}', 'A zip with its county and state'),
  getCountyZips: call('GET', '/api/territory/states/{state}/{countyFips}', 'The zips of a county'),
  removeZip: call(
    'DELETE',
    '/api/territory/states/remove-zip',
    "Take a zip out of a channel's territory",
  ),
  estimateChannels: call(
    'POST',
    '/api/territory/estimatedChannel',
    'The lead estimate of channels drawn with the look-up tool',
  ),
  createLutChannels: call(
    'POST',
    '/api/territory/createLutChannels',
    'Create the channels drawn with the look-up tool',
  ),
  getLeadCount: call(
    'GET',
    '/api/leads/{id}/lead-count',
    "A channel's estimated leads a month over its territory",
  ),
  bulkUpdateSecondaryTerritoriesOptStatus: call(
    'POST',
    '/api/leadType/bulk-update-secondary-territories-opt-status',
    'Opt the channels of a CSV or xlsx file in to (optIn=true) or out of secondary territories',
    { roles: ROLE_GROUPS.territoryOptIn },
  ),
  getPercentSubsidyStates: call(
    'GET',
    '/api/feature/enabled-percent-subsidy-states',
    'The states with percent subsidy enabled (or ALL)',
  ),
  validateSalesZips: call(
    'POST',
    '/api/SalesLeadMap/territory-validate/',
    'Which of comma-joined zips are known, unknown or not zips',
    staff,
  ),
  getSalesZips: call(
    'GET',
    '/api/salesLeadMap/push-pop',
    "The zip codes of the caller's sales lead map (404 when there are none)",
    staff,
  ),
  setSalesZips: call(
    'POST',
    '/api/salesLeadMap/push-pop',
    "Replace the zip codes of the caller's sales lead map",
    staff,
  ),
};
