import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { parentCompanies } from './options';

/** Quote types a channel sells (auto, home ...); the code is what channels store. */
export const quoteTypes = pgTable('quote_types', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  label: text().notNull(),
  sortOrder: integer().notNull(),
});

export const vendors = pgTable('vendors', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  isActive: boolean().notNull().default(true),
  /** Ranks the "top vendors" list; higher first. */
  leadVolume: integer().notNull().default(0),
});

/** A product sold to channels: one carrier, quote type and product (1 Web, 2 Call). */
export const packages = pgTable(
  'packages',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** Parent-company code; null for the custom package, open to every carrier. */
    carrier: text().references(() => parentCompanies.code),
    quoteType: text()
      .notNull()
      .references(() => quoteTypes.code),
    productTypeId: integer().notNull(),
    serviceType: text({ enum: ['Web', 'Call'] }).notNull(),
    costCents: integer().notNull(),
    /** Names of the subscription filter types the package applies. */
    filters: jsonb().$type<string[]>().notNull().default([]),
    /** Restrictions reloaded on a package change. */
    maxSold: integer().notNull().default(4),
    isSourceOnly: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('packages_carrier_quote_product').on(t.carrier, t.quoteType, t.productTypeId)],
);

export const packagePriceModifiers = pgTable(
  'package_price_modifiers',
  {
    id: serial().primaryKey(),
    packageId: uuid()
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    priceMinCents: integer().notNull(),
    priceMaxCents: integer().notNull(),
    isDefaultSelected: boolean().notNull().default(false),
  },
  (t) => [index('package_price_modifiers_package').on(t.packageId)],
);

/** Filter types a channel can subscribe with (e.g. "Credit rating" IN lookups). */
export const subscriptionFilterTypes = pgTable('subscription_filter_types', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  operator: text().notNull(),
  /** free text, number or lookup */
  inputKind: text({ enum: ['text', 'number', 'lookup'] }).notNull(),
});

export const subscriptionFilterLookups = pgTable(
  'subscription_filter_lookups',
  {
    id: serial().primaryKey(),
    filterTypeId: integer()
      .notNull()
      .references(() => subscriptionFilterTypes.id, { onDelete: 'cascade' }),
    value: text().notNull(),
    label: text().notNull(),
  },
  (t) => [index('subscription_filter_lookups_type').on(t.filterTypeId)],
);

/** Clients a package is not sold to (product admin "excludable clients"). */
export const packageExcludedClients = pgTable(
  'package_excluded_clients',
  {
    packageId: uuid()
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.clientId] })],
);
