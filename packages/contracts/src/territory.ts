import { z } from 'zod';
import { COMPASS_POINTS } from '@client-admin/domain/territory/compass-direction';
import {
  GEO_TYPES,
  MAX_CUSTOM_ZIPS,
  MAX_RADIUS_MILES,
  MAX_TERRITORY_GEOS,
} from '@client-admin/domain/territory/constants';
import {
  normaliseCounty,
  normaliseCountyFips,
  normaliseState,
  normaliseZip,
} from '@client-admin/domain/territory/geo-codes';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { operation } from './call-table';
import { geoMap, quoteType } from './channels';
import { booleanQuery } from './common';
import {
  count,
  id,
  idParam,
  integer,
  LENGTHS,
  MAX_INTEGER,
  name,
  nonNegativeMoney,
  queryInteger,
  text,
} from './schema-builders';
import { territoryCalls } from './territory.calls';

/** Territory geography (seed 001 §3 Territory geo, Channel geoMaps) and look-ups (§7). */

const ZIP_MESSAGE = 'Must be a 5-digit zip code';

/** A zip: 5 digits (ZIP+4 is cut to 5); anything else, however long, gets the one message. */
export const zipCodeSaying = (message: string) =>
  text({ max: 10, trim: true, tooLong: message })
    .refine((v) => normaliseZip(v) !== null, message)
    .transform((v) => normaliseZip(v)!);

/** A zip in a path, query or body. */
export const zipCode = zipCodeSaying(ZIP_MESSAGE);

/** A state: its abbreviation or name, in any case, sent on as the abbreviation. */
export const stateCode = text({ max: LENGTHS.name, trim: true })
  .refine((v) => normaliseState(v) !== null, 'Must be a US state')
  .transform((v) => normaliseState(v)!);

/** A county name, uppercased as geo maps keep it (seed 001 §3). */
export const countyName = text({ max: LENGTHS.name, trim: true })
  .refine((v) => normaliseCounty(v) !== null, 'Enter a county')
  .transform((v) => normaliseCounty(v)!);

/** A county FIPS code within its state, three digits. */
export const countyFips = text({ max: 3, trim: true })
  .refine((v) => normaliseCountyFips(v) !== null, 'Must be a 3-digit county FIPS code')
  .transform((v) => normaliseCountyFips(v)!);

/** Whole miles, 0 to the largest radius offered. */
export const radiusMiles = integer({ min: 0, max: MAX_RADIUS_MILES, message: M.radiusOutOfRange });
const radiusParam = queryInteger({ min: 0, max: MAX_RADIUS_MILES, message: M.radiusOutOfRange });

export const geoType = z.enum(GEO_TYPES);
export const productTypeId = integer({
  min: 1,
  max: 2,
  message: 'Product must be 1 (Web) or 2 (Call)',
});
const productTypeParam = queryInteger({
  min: 1,
  max: 2,
  message: 'Product must be 1 (Web) or 2 (Call)',
});
const packageId = z.guid({ message: 'Choose a package' });

/** A territory geo as the API answers it: seed 001 §3's fields, every one present. */
export const territoryGeo = z.object({
  type: geoType,
  stateAbbreviation: z.string(),
  county: z.string().nullable(),
  zipCode: z.string().nullable(),
  countyFipsCode: z.string().nullable(),
  countyName: z.string().nullable(),
  /** The state's FIPS code. */
  stateCode: z.string().nullable(),
  stateName: z.string().nullable(),
  /** The radius, in miles, a zip was added with; null otherwise. */
  radiusBoundary: z.number().nullable(),
  /** Leads a month (docs: the estimate model of packages/domain/src/territory/lead-estimate.ts). */
  estimate: z.number().int().nullable(),
  isCustomZip: z.boolean(),
  /** Great-circle miles from the zip asked about, one decimal; null when none was. */
  milesAway: z.number().nullable(),
  direction: z.enum(COMPASS_POINTS).nullable(),
  /** Where the map draws it: a zip's centroid, a county's mean of its zips; null for a state. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TerritoryGeoItem = z.infer<typeof territoryGeo>;

/** A geo sent by the editor or the look-up tool; the rest of its fields the API fills in. */
export const territoryGeoInput = z
  .object({
    type: geoType,
    stateAbbreviation: stateCode,
    county: countyName.nullable().default(null),
    zipCode: zipCode.nullable().default(null),
    radiusBoundary: radiusMiles.nullable().default(null),
    isCustomZip: z.boolean().default(false),
  })
  .refine((g) => g.type !== 'County' || g.county !== null, {
    message: 'A county geo needs its county',
    path: ['county'],
  })
  .refine((g) => g.type !== 'ZipCode' || g.zipCode !== null, {
    message: 'A zip code geo needs its zip code',
    path: ['zipCode'],
  });
export type TerritoryGeoInput = z.input<typeof territoryGeoInput>;

const territoryGeos = z
  .array(territoryGeoInput)
  .min(1, 'Add at least one geo')
  .max(MAX_TERRITORY_GEOS, `At most ${MAX_TERRITORY_GEOS} geos`);

/** The estimate of a territory: each geo with its estimate, and the total (a zip counted once). */
export const geoEstimate = z.object({ geoMaps: z.array(territoryGeo), total: count(MAX_INTEGER) });
export type GeoEstimate = z.infer<typeof geoEstimate>;

/**
 * POST /api/territory/routing-history: the routing's recent leads of the territory's kind
 * (domain territory/routing-history.ts), for the signup's expected leads a week.
 */
export const routingHistory = z.object({
  days: count(MAX_INTEGER),
  leads: count(MAX_INTEGER),
  open: count(MAX_INTEGER),
  full: z.array(z.object({ lowestPriceCents: count(MAX_INTEGER), leads: count(MAX_INTEGER) })),
});
export type RoutingHistoryAnswer = z.infer<typeof routingHistory>;

/** GET .../lutpackageregion/{parentCompany}/{zip}/{quoteType}/{productType}?packageId&overStateLines */
export const packageRegionParams = z.object({
  parentCompany: text({ max: LENGTHS.code, trim: true }).min(1),
  zip: zipCode,
  quoteType,
  productType: productTypeParam,
});
export const packageRegionQuery = z.object({
  packageId: packageId.optional(),
  /** Counties of neighbouring states too. */
  overStateLines: booleanQuery.optional(),
});
export const packageRegion = z.object({
  center: territoryGeo,
  packages: z.array(z.object({ id: z.string(), name: z.string(), cost: z.number() })),
  /** The package's region: counties nearest first, with distance, direction and estimate. */
  geos: z.array(territoryGeo),
  total: z.number().int(),
});
export type PackageRegion = z.infer<typeof packageRegion>;

/** POST /api/territory/lutgeoestimate */
export const geoEstimateRequest = z
  .object({
    /** The package whose quote type and product are estimated; else the two fields below. */
    packageId: packageId.nullable().optional(),
    quoteType: quoteType.optional(),
    productTypeId: productTypeId.optional(),
    geoMaps: territoryGeos,
  })
  .refine((r) => r.packageId || (r.quoteType && r.productTypeId), {
    message: 'Choose a package, or a quote type and product',
    path: ['packageId'],
  });

const zipParams = z.object({ zip: zipCode });

/** GET .../getzipsinradius/{zip}/{radius} */
export const zipsInRadiusParams = z.object({ zip: zipCode, radius: radiusParam });
export const countyRegion = z.object({
  stateAbbreviation: z.string(),
  countyFipsCode: z.string(),
  countyName: z.string(),
  milesAway: z.number(),
  zipCodes: z.array(z.string()),
});
export const zipsInRadius = z.object({
  center: territoryGeo,
  radius: z.number(),
  zips: z.array(territoryGeo),
  /** Seed 001 §5: county groups for a radius over 0 and up to 10 miles; null otherwise. */
  countyRegions: z.array(countyRegion).nullable(),
});
export type ZipsInRadius = z.infer<typeof zipsInRadius>;

/** POST /api/territory/custom-zips: the list (seed 001 §7 "a list of zips"). */
export const customZipsRequest = z
  .array(zipCode)
  .min(1, M.customListEmpty)
  .max(MAX_CUSTOM_ZIPS, M.customListTooLong);
export const customZipsResponse = z.object({
  /** The known zips as custom ZipCode geos, each once, in the list's order. */
  geos: z.array(territoryGeo),
  /** Zips geography does not know, for the warning of seed 001 §5. */
  notFound: z.array(z.string()),
});

/** GET /api/territory/states/{state}/{countyFips} */
export const countyZipsParams = z.object({ state: stateCode, countyFips });

/** DELETE /api/territory/states/remove-zip?clientQuoteTypeId&zipCode */
export const removeZipQuery = z.object({ clientQuoteTypeId: idParam, zipCode });

/** A channel drawn with the look-up tool (POST estimatedChannel, createLutChannels). */
export const lutChannel = z.object({
  quoteType,
  productTypeId,
  packageId,
  customName: name().default(''),
  price: nonNegativeMoney.optional(),
  geoMaps: territoryGeos,
});
export const estimatedChannelRequest = z.object({
  clientId: id,
  channels: z.array(lutChannel).min(1).max(20),
});
export const estimatedChannelResponse = z.object({
  channels: z.array(z.object({ geoMaps: z.array(territoryGeo), estimate: z.number().int() })),
  total: z.number().int(),
});
export const createLutChannelsRequest = estimatedChannelRequest.extend({
  upsellRep: text({ max: LENGTHS.name }).nullable().default(null),
  upsellPromo: text({ max: LENGTHS.name }).nullable().default(null),
});
export const createLutChannelsResponse = z.object({
  channels: z.array(
    z.object({ id: z.number().int(), customName: z.string(), estimate: z.number().int() }),
  ),
});

/** GET /api/leads/{id}/lead-count */
export const leadCountResponse = z.object({ leadCount: z.number().int() });

/**
 * POST /api/leadType/bulk-update-secondary-territories-opt-status?optIn (multipart, one file
 * field: CSV or xlsx, layout in domain territory/opt-in-file-rows.ts). The body is read by the
 * route with @fastify/multipart, so no body schema here. A bad file is a 400 whose `errors`
 * name each bad row ("row 3": its reasons), and nothing is changed.
 */
export const optStatusQuery = z.object({ optIn: booleanQuery });
export const optStatusResponse = z.object({
  optIn: z.boolean(),
  updated: z.number().int(),
  channelIds: z.array(z.number().int()),
});

/** Sales lead map (seed 002 §7): comma-joined zips to validate, and the map's zip list. */
export const territoryValidateRequest = z.object({
  data: text({ max: MAX_CUSTOM_ZIPS * 12 }),
});
export const territoryValidateResponse = z.object({
  zipCodes: z.array(z.string()),
  notFound: z.array(z.string()),
  invalid: z.array(z.string()),
});
export const salesZipsRequest = z.object({
  zipCodes: z.array(zipCode).max(MAX_CUSTOM_ZIPS, M.customListTooLong),
});
export const salesZipsResponse = z.object({ zipCodes: z.array(z.string()) });

export const territoryOperations = {
  getPackageRegions: operation(territoryCalls.getPackageRegions, {
    params: packageRegionParams,
    query: packageRegionQuery,
    response: packageRegion,
  }),
  getGeoEstimate: operation(territoryCalls.getGeoEstimate, {
    body: geoEstimateRequest,
    response: geoEstimate,
  }),
  getRoutingHistory: operation(territoryCalls.getRoutingHistory, {
    body: geoEstimateRequest,
    response: routingHistory,
  }),
  getCountiesWithDistance: operation(territoryCalls.getCountiesWithDistance, {
    params: z.object({ state: stateCode, zip: zipCode }),
    response: z.array(territoryGeo),
  }),
  getCountiesOfState: operation(territoryCalls.getCountiesOfState, {
    params: z.object({ state: stateCode }),
    response: z.array(territoryGeo),
  }),
  getCountiesAroundZip: operation(territoryCalls.getCountiesAroundZip, {
    params: zipParams,
    response: z.array(territoryGeo),
  }),
  getZipsInRadius: operation(territoryCalls.getZipsInRadius, {
    params: zipsInRadiusParams,
    response: zipsInRadius,
  }),
  getCustomZips: operation(territoryCalls.getCustomZips, {
    body: customZipsRequest,
    response: customZipsResponse,
  }),
  getZipCode: operation(territoryCalls.getZipCode, { params: zipParams, response: territoryGeo }),
  getCountyZips: operation(territoryCalls.getCountyZips, {
    params: countyZipsParams,
    response: z.array(territoryGeo),
  }),
  removeZip: operation(territoryCalls.removeZip, {
    query: removeZipQuery,
    response: z.array(geoMap),
  }),
  estimateChannels: operation(territoryCalls.estimateChannels, {
    body: estimatedChannelRequest,
    response: estimatedChannelResponse,
  }),
  createLutChannels: operation(territoryCalls.createLutChannels, {
    body: createLutChannelsRequest,
    response: createLutChannelsResponse,
    status: 201,
  }),
  getLeadCount: operation(territoryCalls.getLeadCount, {
    params: z.object({ id: idParam }),
    response: leadCountResponse,
  }),
  bulkUpdateSecondaryTerritoriesOptStatus: operation(
    territoryCalls.bulkUpdateSecondaryTerritoriesOptStatus,
    { query: optStatusQuery, response: optStatusResponse },
  ),
  getPercentSubsidyStates: operation(territoryCalls.getPercentSubsidyStates, {
    response: z.array(z.string()),
  }),
  validateSalesZips: operation(territoryCalls.validateSalesZips, {
    body: territoryValidateRequest,
    response: territoryValidateResponse,
  }),
  getSalesZips: operation(territoryCalls.getSalesZips, { response: salesZipsResponse }),
  setSalesZips: operation(territoryCalls.setSalesZips, {
    body: salesZipsRequest,
    response: salesZipsResponse,
  }),
};
