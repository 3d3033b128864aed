import { z } from 'zod';
import { operation } from './call-table';
import { idParam, queryInteger } from './schema-builders';
import { vendorCalls } from './vendors.calls';

/** Lead vendors (seed 002 Vendor: fields not shown; these are ours, decision 0011). */
export const vendor = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  leadVolume: z.number().int(),
});
export type Vendor = z.infer<typeof vendor>;

export const topVendorsQuery = z.object({
  count: queryInteger({ min: 1, max: 50 }).default(10),
});

/** An API key as staff see it: never the key itself, only its first characters. */
export const vendorApiKey = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  prefix: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type VendorApiKey = z.infer<typeof vendorApiKey>;

/** The answer to creating a key: the key, shown this once. */
export const createdVendorApiKey = vendorApiKey.extend({ key: z.string() });
export type CreatedVendorApiKey = z.infer<typeof createdVendorApiKey>;

export const vendorParams = z.object({ vendorId: idParam });
export const vendorApiKeyParams = z.object({ vendorId: idParam, keyId: idParam });

export const vendorOperations = {
  listVendors: operation(vendorCalls.listVendors, { response: z.array(vendor) }),
  listTopVendors: operation(vendorCalls.listTopVendors, {
    query: topVendorsQuery,
    response: z.array(vendor),
  }),
  listVendorApiKeys: operation(vendorCalls.listVendorApiKeys, {
    params: vendorParams,
    response: z.array(vendorApiKey),
  }),
  createVendorApiKey: operation(vendorCalls.createVendorApiKey, {
    params: vendorParams,
    response: createdVendorApiKey,
    status: 201,
  }),
  revokeVendorApiKey: operation(vendorCalls.revokeVendorApiKey, {
    params: vendorApiKeyParams,
    response: vendorApiKey,
  }),
};
