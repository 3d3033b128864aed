import { z } from 'zod';
import { serviceType } from './channels';

/** A package's price modifier (seed 001 §3); isSelected is false until a channel picks it. */
export const packagePriceModifier = z.object({
  id: z.number().int(),
  name: z.string(),
  priceMinCents: z.number().int(),
  priceMaxCents: z.number().int(),
  isDefaultSelected: z.boolean(),
  isSelected: z.boolean(),
});

/** GET /api/LeadType/package/{packageId} (seed 001 §3 Package). Money in integer cents. */
export const packageDetail = z.object({
  id: z.string(),
  name: z.string(),
  /** Parent-company code; null for the custom package. */
  carrier: z.string().nullable(),
  costCents: z.number().int(),
  filters: z.array(z.string()),
  serviceType,
  productTypeId: z.number().int(),
  quoteType: z.string(),
  quoteTypeId: z.number().int(),
  quoteTypeLabel: z.string(),
  maxSold: z.number().int(),
  isActive: z.boolean(),
  priceModifiers: z.array(packagePriceModifier),
});
export type PackageDetail = z.infer<typeof packageDetail>;

export const packageIdParams = z.object({ packageId: z.uuid() });
