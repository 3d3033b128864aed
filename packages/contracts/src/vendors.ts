import { z } from 'zod';
import { operation } from './call-table';
import { queryInteger } from './schema-builders';
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

export const vendorOperations = {
  listVendors: operation(vendorCalls.listVendors, { response: z.array(vendor) }),
  listTopVendors: operation(vendorCalls.listTopVendors, {
    query: topVendorsQuery,
    response: z.array(vendor),
  }),
};
