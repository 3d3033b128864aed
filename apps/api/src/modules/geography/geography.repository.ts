import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { LatLng } from '@client-admin/domain/territory/great-circle';
import type { Tx } from '../../db/database';
import { executeNamed } from '../../db/named-statement';
import { geoCounties, geoStates, geoZips } from '../../db/schema/geography';

/** A county with its state; its position is the mean of its zips'. */
export interface CountyPlace {
  stateAbbreviation: string;
  stateFips: string;
  stateName: string;
  countyFips: string;
  countyName: string;
  latitude: number;
  longitude: number;
}

/** A zip with its county and state, as territory answers need it; its position is its own. */
export interface ZipPlace extends CountyPlace {
  zipCode: string;
  placeName: string;
  residents: number;
}

const zipColumns = {
  zipCode: geoZips.zipCode,
  placeName: geoZips.placeName,
  stateAbbreviation: geoZips.stateAbbreviation,
  stateFips: geoStates.fips,
  stateName: geoStates.name,
  countyFips: geoZips.countyFips,
  countyName: geoCounties.name,
  latitude: geoZips.latitude,
  longitude: geoZips.longitude,
  residents: geoZips.residents,
};

const countyColumns = {
  stateAbbreviation: geoCounties.stateAbbreviation,
  stateFips: geoStates.fips,
  stateName: geoStates.name,
  countyFips: geoCounties.fips,
  countyName: geoCounties.name,
  latitude: geoCounties.latitude,
  longitude: geoCounties.longitude,
};

const zipsWithPlaces = (tx: Tx) =>
  tx
    .select(zipColumns)
    .from(geoZips)
    .innerJoin(geoStates, eq(geoStates.abbreviation, geoZips.stateAbbreviation))
    .innerJoin(
      geoCounties,
      and(
        eq(geoCounties.stateAbbreviation, geoZips.stateAbbreviation),
        eq(geoCounties.fips, geoZips.countyFips),
      ),
    );

const countiesWithStates = (tx: Tx) =>
  tx
    .select(countyColumns)
    .from(geoCounties)
    .innerJoin(geoStates, eq(geoStates.abbreviation, geoCounties.stateAbbreviation));

/** The known zips among the given ones, in zip order. */
export async function findZips(tx: Tx, zipCodes: readonly string[]): Promise<ZipPlace[]> {
  if (zipCodes.length === 0) return [];
  return zipsWithPlaces(tx)
    .where(inArray(geoZips.zipCode, [...new Set(zipCodes)]))
    .orderBy(asc(geoZips.zipCode));
}

export async function findZip(tx: Tx, zipCode: string): Promise<ZipPlace | null> {
  return (await findZips(tx, [zipCode]))[0] ?? null;
}

/**
 * A zip's state and county name, looked up by key on a generic plan (executeNamed): the intake
 * asks it for every lead and call, and planning the join took longer than running it.
 */
export async function findZipCounty(
  tx: Tx,
  zipCode: string,
): Promise<{ stateAbbreviation: string; countyName: string } | null> {
  const result = (await executeNamed(
    tx,
    sql`select z.state_abbreviation, c.name from ${geoZips} z
      join ${geoCounties} c on c.state_abbreviation = z.state_abbreviation
        and c.fips = z.county_fips
      where z.zip_code = ${zipCode}`,
  )) as { rows: { state_abbreviation: string; name: string }[] };
  const [row] = result.rows;
  return row ? { stateAbbreviation: row.state_abbreviation, countyName: row.name } : null;
}

/** The zips of a county, in zip order. */
export async function zipsOfCounty(
  tx: Tx,
  stateAbbreviation: string,
  countyFips: string,
): Promise<ZipPlace[]> {
  return zipsWithPlaces(tx)
    .where(
      and(eq(geoZips.stateAbbreviation, stateAbbreviation), eq(geoZips.countyFips, countyFips)),
    )
    .orderBy(asc(geoZips.zipCode));
}

/** Miles in a degree of latitude; a degree of longitude is this times cos(latitude). */
const MILES_PER_DEGREE = 69.05;

/**
 * The box of latitudes and longitudes that holds every point within `miles` of a centre, a
 * little wider than needed: the exact distance is the domain's, applied to what it returns.
 */
function boundingBox(center: LatLng, miles: number) {
  const dLat = miles / MILES_PER_DEGREE + 0.01;
  const cos = Math.cos((Math.min(89, Math.abs(center.lat) + dLat) * Math.PI) / 180);
  const dLng = miles / (MILES_PER_DEGREE * cos) + 0.01;
  return {
    lat: [center.lat - dLat, center.lat + dLat],
    lng: [center.lng - dLng, center.lng + dLng],
  };
}

/** The zips in the box around a centre that holds every zip within `miles` (geo_zips_position). */
export async function zipsAround(tx: Tx, center: LatLng, miles: number): Promise<ZipPlace[]> {
  const box = boundingBox(center, miles);
  return zipsWithPlaces(tx).where(
    and(
      between(geoZips.latitude, box.lat[0]!, box.lat[1]!),
      between(geoZips.longitude, box.lng[0]!, box.lng[1]!),
    ),
  );
}

/** The counties whose centre lies in the box around a centre that holds `miles` of it. */
export async function countiesAround(
  tx: Tx,
  center: LatLng,
  miles: number,
): Promise<CountyPlace[]> {
  const box = boundingBox(center, miles);
  return countiesWithStates(tx).where(
    and(
      between(geoCounties.latitude, box.lat[0]!, box.lat[1]!),
      between(geoCounties.longitude, box.lng[0]!, box.lng[1]!),
    ),
  );
}

export async function countiesOfState(tx: Tx, stateAbbreviation: string): Promise<CountyPlace[]> {
  return countiesWithStates(tx)
    .where(eq(geoCounties.stateAbbreviation, stateAbbreviation))
    .orderBy(asc(geoCounties.nameUpper));
}

/** Counties by state and uppercased name (geo maps name counties, not FIPS codes). */
export async function findCountiesByName(
  tx: Tx,
  keys: readonly { stateAbbreviation: string; county: string }[],
): Promise<CountyPlace[]> {
  if (keys.length === 0) return [];
  const pairs = keys.map((k) => sql`(${k.stateAbbreviation}, ${k.county})`);
  return countiesWithStates(tx).where(
    sql`(${geoCounties.stateAbbreviation}, ${geoCounties.nameUpper}) in (${sql.join(pairs, sql`, `)})`,
  );
}

export async function findCounty(
  tx: Tx,
  stateAbbreviation: string,
  countyFips: string,
): Promise<CountyPlace | null> {
  const [row] = await countiesWithStates(tx).where(
    and(eq(geoCounties.stateAbbreviation, stateAbbreviation), eq(geoCounties.fips, countyFips)),
  );
  return row ?? null;
}

/** The states among the abbreviations. */
export async function findStates(
  tx: Tx,
  abbreviations: readonly string[],
): Promise<{ abbreviation: string; fips: string; name: string }[]> {
  if (abbreviations.length === 0) return [];
  return tx
    .select()
    .from(geoStates)
    .where(inArray(geoStates.abbreviation, [...new Set(abbreviations)]));
}

/** Each zip of the given states and counties and the given zips, with its residents. */
export async function residentsOfGeos(
  tx: Tx,
  geos: {
    states: readonly string[];
    counties: readonly { stateAbbreviation: string; county: string }[];
    zips: readonly string[];
  },
): Promise<{ zipCode: string; stateAbbreviation: string; county: string; residents: number }[]> {
  const conditions = [];
  if (geos.states.length > 0) conditions.push(inArray(geoZips.stateAbbreviation, [...geos.states]));
  if (geos.counties.length > 0) {
    const pairs = geos.counties.map((k) => sql`(${k.stateAbbreviation}, ${k.county})`);
    conditions.push(
      sql`(${geoCounties.stateAbbreviation}, ${geoCounties.nameUpper}) in (${sql.join(pairs, sql`, `)})`,
    );
  }
  if (geos.zips.length > 0) conditions.push(inArray(geoZips.zipCode, [...geos.zips]));
  if (conditions.length === 0) return [];
  return tx
    .select({
      zipCode: geoZips.zipCode,
      stateAbbreviation: geoZips.stateAbbreviation,
      county: geoCounties.nameUpper,
      residents: geoZips.residents,
    })
    .from(geoZips)
    .innerJoin(
      geoCounties,
      and(
        eq(geoCounties.stateAbbreviation, geoZips.stateAbbreviation),
        eq(geoCounties.fips, geoZips.countyFips),
      ),
    )
    .where(sql.join(conditions, sql` or `));
}
