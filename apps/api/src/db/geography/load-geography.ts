import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import { geoStates } from '../schema/geography';
import { readGeography } from './read-geography';

/**
 * Fills the geography tables of migration 0005 when they are empty (a new database); a database
 * that has them is left alone. One statement a table: the rows travel as column arrays.
 */
export async function loadGeography(db: Database): Promise<void> {
  const [loaded] = await db
    .select({ abbreviation: geoStates.abbreviation })
    .from(geoStates)
    .limit(1);
  if (loaded) return;
  const { states, counties, zips } = await readGeography();
  // A JS array bound as one parameter (a bare array in sql`` would expand to a list).
  const column = <T, K extends keyof T>(rows: readonly T[], key: K) =>
    sql.param(rows.map((r) => r[key]));
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into geo_states (abbreviation, fips, name)
      select * from unnest(${column(states, 'abbreviation')}::text[],
        ${column(states, 'fips')}::text[], ${column(states, 'name')}::text[])`);
    await tx.execute(sql`
      insert into geo_counties (state_abbreviation, fips, name, name_upper, latitude, longitude)
      select * from unnest(${column(counties, 'stateAbbreviation')}::text[],
        ${column(counties, 'fips')}::text[], ${column(counties, 'name')}::text[],
        ${column(counties, 'nameUpper')}::text[], ${column(counties, 'latitude')}::float8[],
        ${column(counties, 'longitude')}::float8[])`);
    await tx.execute(sql`
      insert into geo_zips (zip_code, state_abbreviation, county_fips, place_name, latitude,
        longitude, residents)
      select * from unnest(${column(zips, 'zipCode')}::text[],
        ${column(zips, 'stateAbbreviation')}::text[], ${column(zips, 'countyFips')}::text[],
        ${column(zips, 'placeName')}::text[], ${column(zips, 'latitude')}::float8[],
        ${column(zips, 'longitude')}::float8[], ${column(zips, 'residents')}::int[])`);
  });
}
