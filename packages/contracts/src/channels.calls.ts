import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('channels');

/** Staff only: any Everest role (a client user holds none), refused before validation. */
const staff = { roles: ROLE_GROUPS.staff };

/** Lead channels of seed 001 §7 (Channels, Filters, Packages), paths as the seeds spell them. */
export const channelCalls = {
  listChannels: call('GET', '/api/LeadType/client/{clientId}', 'The channels of a client'),
  countChannels: call(
    'GET',
    '/api/LeadType/client/{clientId}/channelcounts',
    'Total and active channels of a client, per product',
  ),
  getCallTypes: call('GET', '/api/leadtype/callTypes', 'The call type of each channel named'),
  getChannel: call('GET', '/api/LeadType/{id}', 'Every field of a channel'),
  getChannelDetails: call(
    'GET',
    '/api/LeadType/details/{id}',
    'Every field of a channel (the details spelling)',
  ),
  getRestrictions: call(
    'GET',
    '/api/LeadType/{id}/restrictions',
    "What a channel's package limits",
  ),
  getGeoMapChanges: call(
    'GET',
    '/api/leadType/{id}/clientgeomapchanges',
    "The changes of a channel's territory",
  ),
  getFilterChanges: call(
    'GET',
    '/api/leadType/{id}/getclientquotetypefilterchanges',
    "The changes of a channel's subscription filters",
  ),
  pauseChannel: call('POST', '/api/LeadType/pause', 'Pause a channel for a while'),
  unpauseChannel: call('DELETE', '/api/LeadType/pause/{id}', "End a channel's pause"),

  getChannelDashboard: call(
    'GET',
    '/api/LeadType/dashboard/{clientId}',
    "The client dashboard's channel summary",
  ),
  getLeadChannels: call(
    'GET',
    '/api/LeadType/leadchannels/{id}',
    'The channels of a client, for pickers',
    {
      clientParam: 'id',
    },
  ),
  getCapMinimums: call(
    'GET',
    '/api/LeadType/{id}/caps/min',
    'The lowest cap each day and the week of a channel may be set to',
  ),
  getTerritoryDetail: call(
    'GET',
    '/api/LeadType/territorydetail/{id}',
    "A channel's territory grouped by states, counties and zips",
  ),
  getCrmTargets: call(
    'GET',
    '/api/LeadType/crms/{x}',
    "The CRM targets a client's channels may post to",
    {
      clientParam: 'x',
    },
  ),
  getQuoteTypes: call(
    'GET',
    '/api/leadtype/quoteTypes/{parentCompany}',
    'The quote types the caller may give a channel',
  ),
  getUpsells: call('GET', '/api/Clients/upsells/{clientId}', "The upsells of a client's channels"),

  addChannel: call('POST', '/api/leadtype/add/{serviceType}', 'Add a channel'),
  editChannel: call('POST', '/api/LeadType/edit/{serviceType}', 'Edit a channel'),
  newChannel: call(
    'GET',
    '/api/LeadType/new/{serviceType}',
    'An unsaved channel of a service type with its defaults',
  ),
  cloneChannel: call('POST', '/api/LeadType/clone', 'Copy a channel'),
  sendTestLead: call(
    'POST',
    '/api/leadType/{id}/testLead',
    "Deliver a made-up lead through a channel's deliveries",
  ),
  resetEpr: call(
    'POST',
    '/api/LeadType/{clientId}/{x}/resetepr',
    "Start a channel's EPR multiplier over",
    staff,
  ),

  getSubscriptionFilters: call(
    'GET',
    '/api/LeadType/GetSubscriptionFilters/{id}/',
    'The subscription filters of a channel',
  ),
  upsertSubscriptionFilters: call(
    'POST',
    '/api/LeadType/UpsertSubscriptionFilter/{id}',
    'Replace the subscription filters of a channel',
  ),
  getTazSubscriptionFilters: call(
    'GET',
    '/api/LeadType/GetTazSubscriptionFilters/{id}/',
    'The subscription filters of a direct transfer call channel',
  ),
  upsertTazSubscriptionFilters: call(
    'POST',
    '/api/LeadType/UpsertTazSubscriptionFilter/{id}',
    'Replace the subscription filters of a direct transfer call channel',
  ),

  getPackage: call('GET', '/api/LeadType/package/{packageId}', 'A package a channel may pick'),
  listPackages: call(
    'GET',
    '/api/LeadType/packages/{carrier}/{quoteType}/{productTypeId}',
    'The packages a channel of a product and quote type may pick',
  ),
  listCallPackages: call(
    'GET',
    '/api/LeadType/calls/{carrier}',
    'The call packages of a parent company',
  ),
  listCallPackagesByQuoteTypeId: call(
    'GET',
    '/api/LeadType/calls/{carrier}/{id}',
    'The call packages of a parent company for a quote type id',
  ),
  listTazCallPackages: call(
    'GET',
    '/api/LeadType/calls/taz/{carrier}/{quoteType}',
    'The direct transfer call packages of a parent company and quote type',
  ),
  listCallPackagesByQuoteType: call(
    'GET',
    '/api/LeadType/calls/quotetype/{carrier}/{quoteType}',
    'The call packages of a parent company and quote type',
  ),
  listCustomPriceModifiers: call(
    'GET',
    '/api/leadtype/price-modifiers',
    'The price modifiers of the custom package',
  ),
  getSubsidyProduct: call(
    'GET',
    '/api/LeadType/subsidyProduct',
    'The State Farm subsidy product of a package',
  ),
  listSourceOnlyPackages: call(
    'GET',
    '/api/LeadType/{carrier}/{quoteType}/sourceOnlyPackages',
    'The source-only packages of a parent company and quote type',
    staff,
  ),
};
