import type { TerritoryGeoItem, ZipsInRadius } from '@client-admin/contracts/territory';
import { COUNTIES_AROUND_ZIP_MILES } from '@client-admin/domain/territory/constants';
import { countyRegions } from '@client-admin/domain/territory/county-regions';
import { isWithinRadius } from '@client-admin/domain/territory/great-circle';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import type { Database, Tx } from '../../db/database';
import { notFound } from '../../errors';
import {
  countiesAround,
  countiesOfState,
  findCounty,
  findZip,
  findZips,
  zipsAround,
  zipsOfCounty,
  type ZipPlace,
} from './geography.repository';
import { countyGeo, nearestFirst, placePoint, zipGeo } from './territory-geo-mapper';

/** A known zip, or the 404 that names it. */
export async function knownZip(tx: Tx, zipCode: string): Promise<ZipPlace> {
  const zip = await findZip(tx, zipCode);
  if (!zip) throw notFound(M.unknownZip(zipCode));
  return zip;
}

/** GET /api/territory/zipcode/{zip} */
export function getZipCode(db: Database, zipCode: string): Promise<TerritoryGeoItem> {
  return db.transaction(async (tx) => zipGeo(await knownZip(tx, zipCode)));
}

/** GET /api/territory/states/{state}/{countyFips} */
export function getCountyZips(
  db: Database,
  state: string,
  countyFips: string,
): Promise<TerritoryGeoItem[]> {
  return db.transaction(async (tx) => {
    const county = await findCounty(tx, state, countyFips);
    if (!county) throw notFound(M.unknownCounty(countyFips, state));
    return (await zipsOfCounty(tx, state, countyFips)).map((zip) => zipGeo(zip));
  });
}

/** The zips within a radius of a zip, nearest first, each with its distance and direction. */
export async function zipsWithin(tx: Tx, center: ZipPlace, radius: number) {
  const origin = placePoint(center);
  const around = await zipsAround(tx, origin, radius);
  return around
    .filter((zip) => isWithinRadius(origin, placePoint(zip), radius))
    .map((zip) => zipGeo(zip, { center: origin, radiusBoundary: radius }))
    .sort(nearestFirst);
}

/** GET /api/territory/getzipsinradius/{zip}/{radius} */
export function getZipsInRadius(
  db: Database,
  zipCode: string,
  radius: number,
): Promise<ZipsInRadius> {
  return db.transaction(async (tx) => {
    const center = await knownZip(tx, zipCode);
    const zips = await zipsWithin(tx, center, radius);
    const regions = countyRegions(
      radius,
      zips.map((z) => ({
        zipCode: z.zipCode!,
        stateAbbreviation: z.stateAbbreviation,
        countyFipsCode: z.countyFipsCode!,
        countyName: z.countyName!,
        milesAway: z.milesAway!,
      })),
    );
    return { center: zipGeo(center), radius, zips, countyRegions: regions };
  });
}

/** POST /api/territory/custom-zips: each known zip once, in the list's order; the rest. */
export function getCustomZips(db: Database, zipCodes: readonly string[]) {
  return db.transaction(async (tx) => {
    const known = new Map((await findZips(tx, zipCodes)).map((z) => [z.zipCode, z]));
    const listed = [...new Set(zipCodes)];
    return {
      geos: listed.flatMap((zip) => {
        const place = known.get(zip);
        return place ? [zipGeo(place, { isCustomZip: true })] : [];
      }),
      notFound: listed.filter((zip) => !known.has(zip)),
    };
  });
}

/** GET /api/territory/countiesWithDistance/{state}/{zip}: the state's counties, nearest first. */
export function getCountiesWithDistance(db: Database, state: string, zipCode: string) {
  return db.transaction(async (tx) => {
    const origin = placePoint(await knownZip(tx, zipCode));
    const counties = await countiesOfState(tx, state);
    return counties.map((county) => countyGeo(county, origin)).sort(nearestFirst);
  });
}

/**
 * GET /api/territory/counties/{state}: the state's counties by name, for the county picker. One
 * indexed read (geo_counties_name) of at most Texas's 254 rows: small and bounded, so it has no
 * bench scenario.
 */
export function getCountiesOfState(db: Database, state: string): Promise<TerritoryGeoItem[]> {
  return db.transaction(async (tx) =>
    (await countiesOfState(tx, state)).map((county) => countyGeo(county)),
  );
}

/** The counties whose centre lies within `miles` of a zip, across state lines, nearest first. */
export async function countiesNear(tx: Tx, center: ZipPlace, miles: number) {
  const origin = placePoint(center);
  const counties = await countiesAround(tx, origin, miles);
  return counties
    .map((county) => countyGeo(county, origin))
    .filter((geo) => (geo.milesAway ?? 0) <= miles)
    .sort(nearestFirst);
}

/**
 * GET /api/territory/countiesWithDistanceZipOnly/{zip}: the counties around a zip, across state
 * lines; its own county first even when its centre is farther than the others'.
 */
export function getCountiesAroundZip(db: Database, zipCode: string) {
  return db.transaction(async (tx) => {
    const center = await knownZip(tx, zipCode);
    const counties = await countiesNear(tx, center, COUNTIES_AROUND_ZIP_MILES);
    const own = (g: TerritoryGeoItem) =>
      g.stateAbbreviation === center.stateAbbreviation && g.countyFipsCode === center.countyFips;
    return [...counties.filter(own), ...counties.filter((g) => !own(g))];
  });
}
