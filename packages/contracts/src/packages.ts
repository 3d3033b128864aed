import { z } from 'zod';
import {
  id,
  integer,
  LENGTHS,
  name,
  nonNegativeMoney,
  queryInteger,
  text,
} from './schema-builders';
import { operation } from './call-table';
import { serviceType, subscriptionFilterType } from './channels';
import { packageCalls } from './packages.calls';

/** A package's price modifier (seed 001 §3); isSelected is false until a channel picks it. */
export const packagePriceModifier = z.object({
  id: z.number().int(),
  name: z.string(),
  priceMin: z.number(),
  priceMax: z.number(),
  isDefaultSelected: z.boolean(),
  isSelected: z.boolean(),
});
export type PackagePriceModifier = z.infer<typeof packagePriceModifier>;

/** GET /api/LeadType/package/{packageId} (seed 001 §3 Package). Money in dollars. */
export const packageDetail = z.object({
  id: z.string(),
  name: z.string(),
  /** Parent-company code; null for the custom package. */
  carrier: z.string().nullable(),
  cost: z.number(),
  filters: z.array(z.string()),
  serviceType,
  productTypeId: z.number().int(),
  quoteType: z.string(),
  quoteTypeId: z.number().int(),
  quoteTypeLabel: z.string(),
  serviceId: z.number().int(),
  maxSold: z.number().int(),
  isActive: z.boolean(),
  isSourceOnly: z.boolean(),
  priceModifiers: z.array(packagePriceModifier),
});
export type PackageDetail = z.infer<typeof packageDetail>;

/** Any 8-4-4-4-12 hex id, as PostgreSQL's uuid type takes it (an unknown one is then a 404). */
export const packageId = (message = 'Package id must be a UUID') => z.guid({ message });

export const packageIdParams = z.object({ packageId: packageId() });

/** Product admin (seed 002 /product-admin): the package with the clients it is not sold to. */
export const packageAdminDetail = packageDetail.extend({
  excludedClients: z.array(z.object({ id: z.number().int(), name: z.string() })),
  channelCount: z.number().int(),
});
export type PackageAdminDetail = z.infer<typeof packageAdminDetail>;

const MAX_LIST = 100;

/** Product types are 1 (Web) and 2 (Call); a path or query may name others, which find nothing. */
export const productTypeIdQuery = queryInteger({ min: 1, max: 100 });

/** POST /api/packages and PUT /api/packages/{id}. */
export const packageInput = z.object({
  name: name({ max: 120 }).min(1, { message: 'Name is required' }),
  /** Parent-company code; null offers the package to every carrier. */
  carrier: text({ max: LENGTHS.code }).min(1).nullable(),
  quoteType: text({ max: LENGTHS.code }).min(1, { message: 'Quote type is required' }),
  productTypeId: z.union([z.literal(1), z.literal(2)], {
    message: 'Product type must be 1 (Web) or 2 (Call)',
  }),
  cost: nonNegativeMoney,
  maxSold: integer({ min: 1, max: 10 }).default(4),
  isActive: z.boolean().default(true),
  isSourceOnly: z.boolean().default(false),
  /** Names of subscription filter types (GET /api/packages/filters). */
  filters: z
    .array(text({ max: LENGTHS.name }))
    .max(MAX_LIST)
    .default([]),
  priceModifiers: z
    .array(
      z
        .object({
          /** Present for an existing modifier; left out for a new one. */
          id: id.optional(),
          name: name().min(1, { message: 'Modifier name is required' }),
          priceMin: nonNegativeMoney,
          priceMax: nonNegativeMoney,
          isDefaultSelected: z.boolean().default(false),
        })
        .refine((m) => m.priceMin <= m.priceMax, {
          message: 'Minimum price must not exceed maximum price',
          path: ['priceMin'],
        }),
    )
    .max(MAX_LIST)
    .default([]),
  excludedClientIds: z.array(id).max(10_000).default([]),
});
export type PackageInput = z.infer<typeof packageInput>;

/** GET /api/packages: optional filters; GET /api/packages/deep?searchText= searches deeper. */
export const packageListQuery = z.object({
  carrier: text({ max: LENGTHS.code }).optional(),
  quoteType: text({ max: LENGTHS.code }).optional(),
  productTypeId: productTypeIdQuery.optional(),
  includeInactive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type PackageListQuery = z.infer<typeof packageListQuery>;
export const packageDeepSearchQuery = z.object({
  searchText: text({ max: 100, trim: true }).min(1, { message: 'Enter something to search for' }),
});

/** GET /api/packages/price-modifiers: the modifier names in use, to start a new one from. */
export const priceModifierTemplate = z.object({
  name: z.string(),
  priceMin: z.number(),
  priceMax: z.number(),
  packageCount: z.number().int(),
});

/** GET /api/packages/excludeable/clients?q=: clients a package can leave out. */
export const excludableClient = z.object({
  id: z.number().int(),
  name: z.string(),
  clientType: z.string(),
  carrier: z.string().nullable(),
});
export const excludableClientsQuery = z.object({
  q: text({ max: 100, trim: true }).optional(),
});

/** GET, PUT and DELETE /api/packages/{id}. */
export const packageAdminParams = z.object({
  id: packageId(),
});

export const packageOperations = {
  listPackages: operation(packageCalls.listPackages, {
    query: packageListQuery,
    response: z.array(packageDetail),
  }),
  searchPackages: operation(packageCalls.searchPackages, {
    query: packageDeepSearchQuery,
    response: z.array(packageDetail),
  }),
  listFilterTypes: operation(packageCalls.listFilterTypes, {
    response: z.array(subscriptionFilterType),
  }),
  listPriceModifierTemplates: operation(packageCalls.listPriceModifierTemplates, {
    response: z.array(priceModifierTemplate),
  }),
  searchExcludableClients: operation(packageCalls.searchExcludableClients, {
    query: excludableClientsQuery,
    response: z.array(excludableClient),
  }),
  getPackage: operation(packageCalls.getPackage, {
    params: packageAdminParams,
    response: packageAdminDetail,
  }),
  createPackage: operation(packageCalls.createPackage, {
    body: packageInput,
    response: packageAdminDetail,
    status: 201,
  }),
  updatePackage: operation(packageCalls.updatePackage, {
    params: packageAdminParams,
    body: packageInput,
    response: packageAdminDetail,
  }),
  deletePackage: operation(packageCalls.deletePackage, {
    params: packageAdminParams,
    response: z.null(),
    status: 204,
  }),
};
