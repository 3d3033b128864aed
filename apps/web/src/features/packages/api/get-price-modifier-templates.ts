import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { priceModifierTemplate } from '@client-admin/contracts/packages';
import { api } from '../../../lib/http';
import { packageKeys } from './query-keys';

const templates = z.array(priceModifierTemplate);
export type PriceModifierTemplate = z.infer<typeof priceModifierTemplate>;

/** GET /api/packages/price-modifiers: the modifiers in use, to start a new one from. */
export function getPriceModifierTemplates(signal?: AbortSignal) {
  return api<PriceModifierTemplate[]>('/api/packages/price-modifiers', {
    schema: templates,
    signal,
  });
}

export const getPriceModifierTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: packageKeys.priceModifierTemplates,
    queryFn: ({ signal }) => getPriceModifierTemplates(signal),
  });

export function usePriceModifierTemplates() {
  return useQuery(getPriceModifierTemplatesQueryOptions());
}
