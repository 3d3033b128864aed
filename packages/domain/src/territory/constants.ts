/**
 * The vocabulary and limits of territory (seed 001 §3, §5, §9). The seed names only the county
 * regions' radius; every other number here is ours (issue 14) and is what the API enforces.
 */

/** Mean Earth radius in statute miles (IUGG mean radius 6371.0088 km). */
export const EARTH_RADIUS_MILES = 3958.7613;

/** The radii the territory editor and the look-up tool offer, in miles, smallest first. */
export const RADIUS_OPTIONS_MILES = [1, 5, 10, 15, 20, 25, 30, 40, 50, 75, 100] as const;
/** The largest radius offered: a radius above it (or below 0) is a 400. */
export const MAX_RADIUS_MILES = RADIUS_OPTIONS_MILES[RADIUS_OPTIONS_MILES.length - 1]!;

/** Seed 001 §5, §9: a radius over 0 and up to 10 miles yields county regions. */
export const COUNTY_REGION_MAX_MILES = 10;

/** The most geos one territory (a channel's geo maps, a look-up request) may hold. */
export const MAX_TERRITORY_GEOS = 5000;

/** The most zips one custom list (or one territory-validate / push-pop call) may hold. */
export const MAX_CUSTOM_ZIPS = 1000;

/** Secondary territories opt-in upload: the file kinds, its size and its data rows. */
export const OPT_IN_FILE_EXTENSIONS = ['csv', 'xlsx'] as const;
export type OptInFileKind = (typeof OPT_IN_FILE_EXTENSIONS)[number];
export const MAX_OPT_IN_FILE_BYTES = 2 * 1024 * 1024;
export const MAX_OPT_IN_ROWS = 5000;
/** PostgreSQL's integer: the largest channel id a file row may name. */
export const MAX_CHANNEL_ID = 2_147_483_647;
/** The most excluded zips one row of the file may name. */
export const MAX_EXCLUDED_ZIPS_PER_ROW = 100;

/** Geo types of a channel's territory (seed 001 §3 Channel geoMaps). */
export const GEO_TYPES = ['State', 'County', 'ZipCode'] as const;
export type GeoType = (typeof GEO_TYPES)[number];

/** Seed 001 §5: the percent-subsidy list may hold this word instead of states. */
export const PERCENT_SUBSIDY_ALL_STATES = 'ALL';

/** Digits of a zip code, a state FIPS code and a county FIPS code (within its state). */
export const ZIP_LENGTH = 5;
export const STATE_FIPS_LENGTH = 2;
export const COUNTY_FIPS_LENGTH = 3;

/** How far countiesWithDistanceZipOnly looks across state lines for counties, in miles. */
export const COUNTIES_AROUND_ZIP_MILES = 50;

/** A package's region around a zip (lutpackageregion): the counties within this many miles. */
export const PACKAGE_REGION_MILES = 25;
