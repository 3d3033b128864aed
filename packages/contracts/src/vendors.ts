import { z } from 'zod';
import { queryInteger } from './schema-builders';

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
